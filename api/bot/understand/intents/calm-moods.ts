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
`),
  es: onePerLine(`
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
`),
};
