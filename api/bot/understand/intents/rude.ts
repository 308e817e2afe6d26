// Insults at the assistant or the shop, as visitors type them (the visitor's mood, moods.ts): a calm short
// reply with the phone, or "heard" before the facts asked when a question is inside.
import { onePerLine, type MoodExamples } from "./intent.ts";

export const RUDE_EXAMPLES: MoodExamples = {
  id: "rude",
  en: onePerLine(`
    you are so stupid
    this bot is useless
    ur the dumbest bot ever
    what a useless piece of junk
    you guys are scammers
    this place is a total scam
    yall are thieves
    your shop is garbage
    ur service is trash
    shut up and get me a real person
    stfu bot
    i hate you
    i hate this stupid chat
    fuck this
    fuck you
    what the fuck is this
    wtf are u even saying
    this is bullshit
    screw you guys
    screw this shop
    you idiots broke my phone
    what an idiot
    are you dumb or something
    ur a moron
    pathetic excuse for a repair shop
    worst shop in town
    worst service ever
    u guys suck
    you suck at this
    this chat sucks
    yall are clowns
    clown shop
    ripoff artists
    total rip off, you people are crooks
    your prices are a joke and so are you
    ur prices are a scam how much is a battery
    you guys are thieves how much for a screen
    worthless bot
    go to hell
    damn bot cant answer anything
    this is the dumbest thing ive ever used
    useless, absolutely useless
    are you brain dead
    im talking to a brick wall
    youre a joke
    this stupid bot wont answer me
    crooks. all of you
    you people are incompetent
    your techs are morons
    frauds
    stop wasting my time you stupid bot
    what a rip off
    rip off prices, how long does a battery take
    this place is a ripoff, do you even fix ipads
    you guys are a joke, when do you close
    scam shop, whats your address so i can leave a review
    useless bot, just tell me the price of a screen
    are you stupid? i asked about the battery
    dumb bot what are your hours
    idiot machine, do you take walk ins or not
    you people are clowns, is my phone ready
    garbage service, how much for a charging port
    crooks, how much to fix a back glass
    wtf, 300 for a screen?? scammers
    you charge way too much, thieves
    bunch of scammers
    this bot is trash
    trash shop trash people
    you're garbage at your job
    lmao this bot is so dumb
    i swear you are the dumbest
    omg ur so useless
    fuck off
    f u
    piece of shit bot
    this shit bot
    dumbass
    what a stupid answer
    that answer was stupid
    shut up already
    nobody asked you, idiot
    u r useless
    u guys r scammers
    worst bot ever made
    your techs are a bunch of amateurs
    total clowns running this place
    you ripped me off
    you people ripped me off, crooks
    scammed by you guys once never again
    stupid stupid stupid
    you have no clue what youre doing
    robots like you are worthless
    quit being useless and answer me
    ur a terrible bot
    you are the worst assistant ever
    can you be any more useless
    seriously how are you this dumb
    i hate this shop
    yall are liars
    liars, you said it would be cheaper
    you lied to me about the price
    what kind of clown answer is that
    robot trash
    whoever made you is an idiot
    you crooks charged me for nothing
    what a scam, 80 bucks for a battery
    stop lying
    your shop is a joke, how much is a battery anyway
    eat shit
    bite me
    screw your prices
    get lost
    dumb ass shop
    your store is a scam
    this whole place is a scam lol
    scam store, avoid
    everybody knows this place rips people off
  `),
  es: onePerLine(`
    eres un bot inutil
    que bot tan estupido
    son unos rateros
    son una estafa
    estafadores
    ladrones
    son unos ladrones cuanto cobran por la pantalla
    no sirves para nada
    pinche bot no sirve
    que servicio de mierda
    vayanse a la mierda
    callate
    eres bien tonto
    bot idiota
    son unos pendejos
    que porqueria de tienda
    ustedes son basura
    su tienda es una basura
    tranzas
    son unos transas
    me vale madre tu respuesta
    que asco de servicio
    rateros cuanto cobran por una bateria
    eres un inutil
    estupido bot
    chinga tu madre
    no mames que bot tan malo
    que mierda es esto
    son unos incompetentes
    su servicio es una porqueria
    ustedes no saben nada
    bot de porqueria
    vete al diablo
    que pendejada
    eres lo peor
    son unos rateros, a que hora cierran
    bot inutil, cuanto cuesta la bateria
    estafadores, donde estan
    que bot tan tonto, abren el domingo?
    son unos ladrones, cobran carisimo
    no sirves para nada, dime el precio de la pantalla
    ustedes son unos estafadores
    me estafaron
    me robaron el dinero, rateros
    pinches rateros
    que bot tan pendejo
    eres tonto o que
    no sabes nada, bot inutil
    ya callate
    que servicio tan basura
    son una bola de inutiles
    bot estupido no entiendes nada
    ustedes son un fraude
    que fraude de tienda
    puro robo
    esto es un robo, cuanto por el puerto de carga
    de verdad eres bien inutil
    you guys are rateros
    este bot es una basura
    chingada madre que bot
    son unos mentirosos
    me mintieron con el precio
    mentirosos, dijeron que era mas barato
    odio esta tienda
    te odio bot
    que bot tan pesimo
    eres el peor asistente
    estafa total, 80 dolares por una bateria
    pinche tienda de quinta
    ustedes son una burla
    que robo, cuanto por la pantalla entonces
    largate
    dejen de mentir
    idiotas
    que tienda tan mediocre
  `),
};
