// A phone's trouble described ("my screen is cracked", "se me mojó"): the reader's guide
// (site/_data/troubleshooting.ts) answers it with first steps and the repair; this intent lets the
// classifier know such a message when it sees one, rather than take it for another question.
import { onePerLine, type Intent } from "./intent.ts";

export const problems: Intent[] = [
  {
    id: "problem",
    answer: "problem",
    gist: { en: "what's wrong with your phone", es: "qué le pasa a su teléfono" },
    en: onePerLine(`
      my screen got all messed up after i dropped it
      phone wont charge no matter what cable i use
      the battery goes dead in like 3 hrs
      speaker crackles when i play music
      my iphone is acting weird after it fell
      the back camera is all foggy now
      nobody can hear me unless im on speaker
      it randomly shuts off at 40 percent
      theres a dead pixel spot on my display
      my phone got super hot and now the screen is lifting
      volume buttons stopped working
      i have no bars anywhere
      my screen is cracked
      i dropped my phone and the glass broke
      dropped my phone in the toilet
      my phone is smoking
      my battery is swollen
      phone wont charge
      my iphone wont turn on
      it got wet in the rain
      screen has lines on it
      the touch screen isnt working
      battery dies so fast
      my phone keeps restarting
      stuck on the apple logo
      camera is blurry
      i cant hear people on calls
      the speaker sounds muffled
      face id stopped working
      back glass is shattered
      my phone is bent
      the screen is black but it rings
      charging port is loose
      mic doesnt work
      phone overheating
      my iphone fell and now its dead
      the screen is flickering
      ghost touches on my screen
      my kid threw my phone and it broke
      battery health says 70 percent
      it shows service battery
      no sound from my phone
      phone got dropped in the pool
      my phone is frozen
      screen went green
      it only charges at an angle
      the glass is cutting my finger
      my phone wont stay charged
      spilled coffee on my phone
      says no service on my iphone
      the camera shows black
      screen cracked bad help
      my phone is broken
      cable wont go in all the way
      it dies so fast even when im not using it
      photos look hazy from the rear cam
      it got soaked at the lake
      somethings off with my iphone
      my phone been glitching out all week
      idk whats wrong with it it just isnt right
      my iphones been actin strange lately
      theres an issue with my phone
      phone's messed up can u take a look
      my 12 keeps restarting and never gets past the apple logo
      stuck in a restart loop since last night
      phone says no service even with a brand new sim
      the top speaker crackles when someone calls me
      it shuts off at 30 percent out of nowhere
      my phone went swimming with me and now the speaker sounds muffled
      it fell in a puddle and now its glitchy
      photos are coming out hazy and out of focus
      the camera makes everything look smudged even after i clean the lens
      my selfies look foggy all of a sudden
      rear camera pics are grainy and blurry
      it got rained on and now it acts up
      battery dies super fast
      cant hear anyone on calls
      my camera is blurry
      phone fell in the pool
      touch screen not working
      iphone keeps restarting
      i think it got wet in the rain now its acting weird
      took it to the lake and now it wont come on
      it went thru the wash in my jeans
      rear camera pics are all blurry
      my photos come out foggy
      pictures come out dark and grainy even in daylight
      every photo i take has a weird haze over it
      my pics look washed out and soft since i dropped it
      the photos have a dark spot in the same place
      videos come out shaky and the picture wobbles
      selfies are blurry but the back camera is fine
      the phone got splashed at the pool and the screen is glitchy
    `),
    es: onePerLine(`
      mi cel se apaga solo aunque tenga pila
      se calienta y se levanto la pantalla
      la camara de atras sale toda empañada
      no me agarra el cargador
      se le metio agua y ya no suena
      tiene una mancha negra en la pantalla
      se me cayo y ya no enciende la pantalla
      no se oye nada por el altavoz
      se me rompio la pantalla
      mi telefono no carga
      mi iphone no prende
      se me mojo el celular
      se me cayo al agua
      la bateria se infla
      la bateria dura muy poco
      la pantalla tiene rayas
      la pantalla no responde
      se reinicia solo
      se quedo en la manzana
      la camara sale borrosa
      no se escucha la bocina
      no me escuchan cuando hablo
      el face id no funciona
      se quebro el vidrio de atras
      mi iphone esta doblado
      la pantalla esta negra
      el puerto de carga esta flojo
      se calienta mucho
      se me cayo y ya no sirve
      la pantalla parpadea
      se me cayo al inodoro
      mi telefono esta roto
      se le derramo cafe
      no tiene señal
      la pantalla se puso verde
      solo carga de lado
      el cristal esta estrellado
      la pantalla se trabo
      el cable ya no entra
      la pila se acaba muy rapido aunque no lo uso
      las fotos salen borrosas
      las fotos salen oscuras aunque haya luz
      todas las fotos tienen como una mancha
      las fotos se ven lavadas y sin enfoque
      los videos salen temblorosos
      las selfies salen borrosas
      desde que se me cayo las fotos salen opacas
      se me mojo en el lago
      el cargador queda flojo
      mi iphone esta fallando
      algo le pasa a mi cel
      el telefono anda medio loco
      mi celular no funciona bien
      tiene algo raro mi iphone desde ayer
      prende, sale el logo y se vuelve a apagar, asi todo el rato
      dice sin servicio aunque ya le puse otro chip
      mi 13 se apaga solo aunque tenga bateria
      no se escucha nada por la bocina cuando me hablan
      el wifi no agarra en mi iphone 14
      algo le pasa a mi telefono, esta fallando
      el iphone anda bien extraño desde ayer
      mi celular se porta raro
    `),
  },
];
