// Phrasings that ask none of the finer kinds (kinds.ts) and that no intent's examples hold: a follow-up
// that names only a model or a repair ("what about the 13?", "y para el 12?"). Trained as "none", so that
// a model's number is not read as a phone number asked for.
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
`);
