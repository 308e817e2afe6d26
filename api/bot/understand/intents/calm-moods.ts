// Calm messages that share the upset words of moods.ts (the visitor's mood, understand/moods.ts): about the
// phone's state ("the crack is horrible"), the visitor's own slip ("stupid me forgot my charger"), a calm
// question of the policies ("how do refunds work"), thanks. Trained as "none" beside every intent's and
// finer kind's examples, so that a word alone makes no mood.
import { onePerLine } from "./intent.ts";

/**
 * Calm messages with an upset word in them: about the phone's state, the visitor's own slip, a calm
 * question of the policies. Trained as "none" with every intent's and finer kind's examples.
 */
export const CALM_MOODS: { en: readonly string[]; es: readonly string[] } = {
  en: onePerLine(`
  tell me a joke
  say something funny
  i have a terrible crack across the screen
  my battery life is horrible, how much to replace it
  the battery is awful lately can you swap it
  the screen looks awful after i dropped it
  sorry if this is a dumb question but do you fix ipads
  stupid question, how long does a battery take
  i was an idiot and dropped it in the pool
  my dumb dog chewed the charging port lol
  my screen is trash lol can u fix it
  the phone is basically garbage now, worth fixing?
  what is your refund policy
  do you give refunds if the repair fails
  can i get a refund if i cancel my booking
  is the manager in today
  who is the manager there
  worst case how much would it be
  not trying to complain, just wondering how long it takes
  no rush at all, whenever it is ready
  that was ridiculously fast, thanks
  awesome, thanks so much
  you guys are awesome
  the guy at the counter was super nice
  it was a terrible day, i dropped my phone twice
  i hate when my phone dies at 20 percent
  my kid broke the screen, kids are crazy lol
  lol i cracked it again
  the crack is horrible, is it fixable today
  my camera takes awful pictures now, is it the lens
  the speaker sounds terrible on calls
  what if im not happy with the repair, do you refund
  do you do refunds on batteries
  how do refunds work
  can i speak with the owner about a business account
  is the owner around today
  sorry to bother you, whats the price for a screen
  ok no worries, what time do you close
  stupid me forgot my charger, do you sell them
  i feel dumb but where do i park
  dumb question do you take apple pay
  my phone is a piece of junk lol, worth fixing?
  the back is shattered, looks terrible, how much
  my screen is so annoying it keeps flickering
  the battery drains like crazy, its annoying
  lol my phone is so dumb it restarts by itself
  the case i bought was garbage, screen still cracked
  worst case can you just replace the whole thing
  i was frustrated with apple so came to you, how much is a battery
  no complaints, it works great now
  not complaining, just asking how long it will take
  what time do you shut the doors tonight
  do you shut early on saturdays
  i want a new battery for my 12
  i want to book something for friday
  i want to move my drop off to another day
  i want the screen done while i wait
  is this a bot or a real person
  are you a real person
  this is for my daughters phone
  this is my first time here
  how much experience do your techs have with water damage
  my experience last time was great
  the screen broke again after i dropped it, same price?
  it stopped working again, can you take a look
  my phone is broken can you help
  translate: how much is a battery
  is a bot answering this
  im waiting outside, should i come in
  i can wait, no problem
  ill leave a good review for sure
  where can i leave a review for you guys
  i was patient and it came out great
  i lost my charger, do you sell them
  i lied, its a 13 not a 12
  i cant believe how fast that was
  unbelievable job on my screen, thanks
  do you ever do free repairs on scratches
  how much to fix a scratched screen
  am i talking to a robot
  is this an ai or a person
  this bot is actually helpful thanks
  nice bot, what are your hours
  its been 3 days, any update on my phone?
  its been a week, just checking if its ready
  hey its me again, is my phone done
  i dont want to be a pain but is it ready yet
  can i talk to whoever is in charge about a big order
`),
  es: onePerLine(`
  cuentame algo gracioso
  se me cayo como tonta al agua
  perdon si es pregunta tonta, arreglan ipads?
  la pantalla quedo horrible, cuanto por cambiarla
  la bateria esta terrible, cuanto cuesta cambiarla
  tienen reembolso si no queda bien la reparacion?
  devuelven el dinero si no lo pueden arreglar?
  quien es el encargado ahi
  mi perro mordio el cargador jaja
  se ve horrible la pantalla jaja
  no hay prisa, cuando este listo me avisan
  muchas gracias son muy amables
  que rapido lo arreglaron, gracias
  el muchacho de la tienda fue muy amable
  la camara toma fotos horribles, es el lente?
  la bocina se escucha terrible en llamadas
  y si no quedo conforme me regresan el dinero?
  como funcionan los reembolsos
  esta el dueño hoy?
  perdon la molestia, cuanto cuesta la pantalla
  que tonta olvide el cargador, venden?
  pregunta tonta, aceptan apple pay?
  mi cel es una chatarra jaja, vale la pena arreglarlo?
  la tapa de atras esta horrible, cuanto cuesta
  la pantalla parpadea y es bien molesto
  la bateria se descarga rapidisimo, que fastidio
  ninguna queja, funciona perfecto
  estoy esperando afuera
  estoy en el estacionamiento
  estoy aburrido, cuanto falta para mi cel
  esto es para el celular de mi hija
  eres un bot o una persona
  eres humano?
  quiero una cita para el sabado
  quiero cambiar la bateria de mi 12
  quiero otra hora para mi cita
  quiero hablar con alguien de la tienda
  me regresan el dinero si cancelo la cita?
  cuanta experiencia tienen con celulares mojados
  se me volvio a romper, cuanto cuesta otra vez
  estoy esperando mi turno
  puedo esperar ahi mientras lo arreglan?
  ya estoy aqui esperando, le aviso a alguien?
  con gusto les dejo una buena reseña
  perdi mi cargador, venden?
  increible como quedo, gracias
  si no queda bien me devuelven el dinero?
  no tengo prisa, espero lo que sea necesario
  hablo con una persona o con un bot?
  eres un robot?
  que buen bot, a que hora abren
  ya van dos dias, ya estara listo mi cel?
  lo deje el lunes, ya quedo?
  hola soy yo otra vez, ya esta mi telefono?
  estoy esperando que me digan el precio
  quiero saber si ya esta listo
`),
};
