// Frustration about a repair, a wait, a price, a refund, a manager, as visitors type it (the visitor's mood,
// moods.ts): "heard" ("I'm sorry this has been frustrating") before the facts asked, or a calm short reply.
import { onePerLine, type MoodExamples } from "./intent.ts";

export const ANGRY_EXAMPLES: MoodExamples = {
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
    my stupid iphone keeps restarting, im losing my mind
    stupid thing wont turn on again
    this dumb phone wont hold a charge
    stupid screen wont respond to anything
    this freaking phone died again
    god this useless battery
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
    this is taking way too long, im losing my patience
    i have been on hold forever
    still waiting on a call back, so irritated
    ive been very patient but this is too much
    i cant believe you lost my phone
    you lost my sim card and nobody cares
    how is it not done yet, its been 5 days
    i'm extremely unhappy with the repair
    my screen has dead pixels now, i'm not happy
    you scratched my phone, i want it fixed for free
    i'm so mad right now
    seriously?? closed again during your hours
    i drove 40 minutes and you were closed, unbelievable
    unbelievable, the price doubled
    the worst repair i have ever paid for
    this is outrageous
    outrageous price for a battery
    i'm livid
    i am getting really impatient
    you ruined my phone
    my face id stopped working after your repair, im furious
    nobody cares about customers here
    im writing a bad review
    going to leave a 1 star review
    im gonna report you to the bbb
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
    el pinche cel no carga, ya me tiene harta
    este celular de porqueria no prende
    la estupida pantalla no responde
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
    ya perdi la paciencia
    llevo horas en espera
    sigo esperando que me llamen, que molestia
    como que todavia no esta, ya van 5 dias
    estoy muy insatisfecho con la reparacion
    me rayaron el celular, lo quiero arreglado gratis
    estoy furiosa ahorita
    maneje 40 minutos y estaba cerrado, increible
    increible, el precio se duplico
    la peor reparacion que he pagado
    esto es un abuso
    que abuso de precio por una bateria
    me arruinaron el face id, estoy enojadisimo
    aqui no les importan los clientes
    les voy a dejar una mala reseña
    voy a reportarlos
    me perdieron el chip y a nadie le importa
    quiero mi dinero ya
    denme mi dinero, no sirvio la reparacion
    ya me lo arreglaron y sigue fallando, que coraje
  `),
};
