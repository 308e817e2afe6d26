// Phrasings that ask none of the finer kinds (kinds.ts) and that no intent's examples hold: a follow-up
// that names only a model or a repair ("what about the 13?", "y para el 12?"). Trained as "none", so that
// a model's number is not read as a phone number asked for. And whether we fix only iPhones ("do you guys
// just do iphones"): the other devices, not which iPhone models (the intents' examples say so in other
// words; the finer kinds' classifier needs it said beside "only"). And a phone's story told by the way
// ("it was a gift"), which asks for no gift card.
import { onePerLine } from "./intent.ts";

export const NO_KIND: readonly string[] = onePerLine(`
  what about the 13
  what about the 12 mini
  and the 14 pro max?
  how about for a 15
  same for the 11?
  ok and the 16 plus
  what about battery
  and for the camera
  what about a 14
  and my wifes 13 pro
  y para el 12?
  y el 14 pro max
  que tal para el 15
  y para un 11
  y la bateria?
  y la camara del 16
  lo mismo para el 13 mini
  y para el de mi esposo, un 14
  do you guys just do iphones
  iphones only or other brands too
  nomas reparan iphones?
  solo trabajan con iphone o tambien otras marcas
  arreglan solamente iphone o tambien android
  my husband got it for me as a gift
  this phone was a birthday gift
  fue un regalo de mi mama
  me lo regalaron en navidad
`);
