// The visitor's mood, learned from examples (understand/moods.ts) where the reader once kept two word
// lists: insults at the assistant or the shop ("rude") and frustration about a repair, a wait, a price, a
// refund ("angry"), as visitors type them, with and without a question inside. Either gets a calm reply:
// short, with the phone, or "heard" before the facts asked. Against them, `CALM_MOODS`: messages that
// share their words but are said calmly (a "terrible" crack, "sorry if this is a dumb question", "refund
// policy?", in calm-moods.ts), trained as "none" with every intent's and finer kind's examples.
import { onePerLine } from "./intent.ts";

export type Mood = "rude" | "angry";

export interface MoodExamples {
  id: Mood;
  en: string[];
  es: string[];
}

export const MOODS: readonly MoodExamples[] = [
  {
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
    `),
  },
  {
    id: "angry",
    en: onePerLine(`
      this is ridiculous
      this is absolutely unacceptable
      im so angry right now
      im furious
      im pissed off
      i am really frustrated with you guys
      so frustrating
      this is getting annoying
      what a terrible experience
      horrible service
      awful customer service
      im very disappointed
      i want to file a complaint
      i want a refund
      give me my money back
      i want my money back now
      let me talk to your manager
      i need your manager right now
      get me a supervisor
      never coming back here again
      what a waste of my time
      its still not fixed and i paid
      my phone is still broken after you fixed it
      im fed up
      im sick of waiting
      ive been waiting 3 hours this is ridiculous
      its been a week where is my phone this is unacceptable
      you said it would be ready yesterday and its not
      nobody answers the phone, so annoying
      you overcharged me
      i paid 200 and it broke again
      this is the third time i bring it in
      you guys broke my phone
      the screen you put in already stopped working, im so mad
      this is ridiculous how much is a screen
      so annoyed, how long is the wait
      i cant believe how long this is taking
      your prices are insane
      waited all day for nothing
      nobody called me back like they promised
      i am beyond frustrated
      this damn phone keeps dying
      this stupid phone keeps freezing
      ugh this dumb screen cracked again
      i want to speak to someone in charge
      honestly disgusted with how i was treated
      im never using you again
      not happy at all with the repair
      this is the worst, i want a refund
      way too long to wait, unacceptable
      im so done with this
      this is a joke, ive been waiting all week for my phone
      really frustrated, when will my phone be ready
      unacceptable, why is my phone not ready yet
      im furious nobody told me the part was delayed
      i want a refund for the screen you did
      i want my money back, the battery dies faster now
      refund me now
      i demand a refund
      get me the manager
      i need to talk to a manager about my repair
      put your boss on the phone
      who do i complain to
      where can i leave a complaint
      fed up with waiting, how much longer
      sick and tired of this
      so disappointed with my repair
      very disappointed, the camera still doesnt work
      its still broken and you charged me
      still not fixed after two visits
      i brought it back 3 times and its still broken
      you told me 30 minutes, its been 2 hours
      this is taking forever, ridiculous
      horrible experience, never again
      terrible service, nobody helped me
      awful, just awful, my phone is worse now
      annoying that nobody picks up the phone
      im annoyed, you cancelled my appointment without telling me
      why did you cancel on me, this is ridiculous
      im really upset about how long this is taking
      im upset, the price went up when i got there
      you quoted me 100 and charged 150, not ok
      charged me twice, fix it now
      this is a nightmare
      worst experience ive ever had
      ugh so frustrating how much is a battery then
      ridiculous prices, how much is the 13 screen
      i am so angry right now my phone is dead again
      honestly pissed, my screen is glitching again after the repair
      this sucks, i just want my phone back
      waste of time coming here
    `),
    es: onePerLine(`
      esto es ridiculo
      es inaceptable
      estoy muy enojada
      estoy furioso
      ya me harte
      estoy harto de esperar
      que mal servicio
      pesima atencion
      estoy muy molesto
      que decepcion
      quiero poner una queja
      quiero un reembolso
      quiero mi dinero de vuelta
      devuelvanme mi dinero
      quiero hablar con el gerente ya
      paseme al encargado
      nunca mas vuelvo
      perdi todo el dia por nada
      sigue sin funcionar y ya pague
      ya van tres veces que lo llevo y sigue igual
      llevo una semana esperando mi telefono, que falta de respeto
      me dijeron que ayer estaba listo y nada
      nadie contesta el telefono, que coraje
      me cobraron de mas
      la pantalla que me pusieron ya no sirve, estoy muy enojado
      esto es ridiculo cuanto cobran por una pantalla
      que lento son, cuanto falta
      no puedo creer lo que tardan
      sus precios estan carisimos, que abuso
      me tienen esperando horas
      nadie me llamo como prometieron
      me arruinaron el celular
      que frustracion
      este pinche telefono se apaga a cada rato
      ya estoy cansada de esto
      horrible servicio
      que experiencia tan mala
      ya me canse de esperar, cuando esta mi celular
      es inaceptable que no este listo
      estoy muy enojado, nadie me aviso
      quiero que me devuelvan mi dinero, la bateria dura menos
      exijo un reembolso
      quiero hablar con un supervisor
      quiero hablar con el dueño
      donde pongo una queja
      estoy muy decepcionada con la reparacion
      sigue igual de roto y ya pague
      ya lo traje dos veces y sigue sin servir
      me dijeron media hora y llevo dos horas
      que horror de servicio
      pesimo servicio, nunca mas
      que molesto que nadie conteste
      me cancelaron la cita sin avisar, que coraje
      me subieron el precio cuando llegue
      me cobraron dos veces
      que pesadilla
      estoy hasta la madre
      ya estoy harta, cuanto cuesta la bateria pues
      precios ridiculos, cuanto por la pantalla del 13
      estoy enojadisima, mi cel se apago otra vez
      que perdida de tiempo venir aqui
      estoy muy frustrado con ustedes
      la camara sigue sin funcionar, que decepcion
      que falta de seriedad
    `),
  },
];
