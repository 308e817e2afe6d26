// Phrasings of the troubleshooting guide's problems (site/_data/troubleshooting.ts), as visitors write
// them: one a line, keyed by the guide's problem id, in English and in Spanish (typos, slang, no accents
// and Spanglish included: understand/troubles.ts learns from them exactly as they are written, beside each
// problem's label and keywords). An id the guide does not hold is left out. To teach the assistant a new
// way of telling a trouble, add a line under its problem; a vague trouble that tells none in particular
// goes under UNPLACED_PHRASINGS. `npm run eval:assistant` scores them over 5 folds (scripts/eval/troubles.ts).
/** Each problem's phrasings, one a line, per language. */
export const PHRASINGS: Record<string, { en: string; es: string }> = {
  "cracked-screen": {
    en: `
      dropped it and the front glass is all broken
      my display got smashed on the floor
      screen has a huge crack down the middle
      the glass on the front is shattered lol
      cracked my screen again smh
      screen busted after it fell out my pocket
    `,
    es: `
      se me quebro la pantalla
      la pantalla se rompio toda
      se me cayo y se estrello el vidrio
      tengo la pantalla estrellada
      se partio el cristal de enfrente
      mi pantalla esta toda quebrada
    `,
  },
  "black-screen": {
    en: `
      screen stays black but it rings
      display is dark but i can hear notifications
      phone is on but the screen shows nothing
    `,
    es: `
      la pantalla se queda negra pero suena
      no se ve nada en la pantalla pero vibra
      pantalla en negro y si recibe llamadas
    `,
  },
  "screen-lines": {
    en: `
      theres green lines across the display
      screen keeps flickering
      the screen glitches with colored stripes
    `,
    es: `
      la pantalla tiene rayas verdes
      la pantalla parpadea
      me salen lineas en la pantalla
    `,
  },
  "touch-not-working": {
    en: `
      the screen doesnt respond when i tap it
      touch stopped working on the bottom half
      ghost touching opening random apps
    `,
    es: `
      la pantalla no responde al tacto
      el touch no sirve
      se mueve solo y abre apps
    `,
  },
  "battery-drain": {
    en: `
      battery is dead by lunch
      it loses charge so fast now
      my phone doesnt hold a charge
      battery goes from 100 to 20 in a couple hours
    `,
    es: `
      la pila se me acaba rapidisimo
      no me dura nada la bateria
      se descarga muy rapido el cel
      la bateria no aguanta ni medio dia
    `,
  },
  "battery-health": {
    en: `
      battery health says 74 percent
      it says service battery in settings
      max capacity is really low now
    `,
    es: `
      la salud de la bateria esta en 78
      dice servicio en la bateria
      la capacidad maxima esta bajisima
    `,
  },
  "swollen-battery": {
    en: `
      the screen is lifting up from the side
      my battery looks puffed up
      the phone is bulging in the back
      it got super hot and smells weird
    `,
    es: `
      la bateria esta inflada
      se esta levantando la pantalla por la pila
      la bateria se hincho
      el cel se calienta mucho y huele a quemado
    `,
  },
  "not-charging": {
    en: `
      it wont charge when i plug it in
      the cable falls out of the port
      charger only works at an angle
      lightning port is loose
    `,
    es: `
      no carga cuando lo conecto
      el cable se sale del puerto
      tengo que mover el cable para que cargue
      el puerto de carga esta flojo
    `,
  },
  "wont-turn-on": {
    en: `
      phone is completely dead and wont power on
      it wont turn on at all
      nothing happens when i hold the power button
    `,
    es: `
      mi iphone no enciende
      no prende para nada
      esta muerto no da señal de vida
    `,
  },
  "boot-loop": {
    en: `
      stuck on the apple logo
      it keeps restarting over and over
      phone reboots itself nonstop
    `,
    es: `
      se queda en la manzana
      se reinicia solo una y otra vez
      se traba en el logo de apple
    `,
  },
  "water-damage": {
    en: `
      dropped it in the toilet
      my phone went in the pool
      spilled coffee all over it
      it went swimming with me in the lake
      got splashed and now its acting up
      it got soaked in the rain
    `,
    es: `
      se me cayo al rio
      se mojo con la lluvia
      le cayo refresco encima
      se metio al agua en la piscina
      lo tire a la alberca sin querer
      se cayo a la tina del baño
      se empapo todo
    `,
  },
  camera: {
    en: `
      my photos are all blurry
      the camera wont focus
      camera app shows a black screen
      the lens on the back is cracked
    `,
    es: `
      las fotos salen borrosas
      la camara no enfoca
      la camara se ve negra
      se rompio el lente de la camara
    `,
  },
  speaker: {
    en: `
      i cant hear anything on calls
      the sound is crackly and muffled
      no sound from the bottom speaker
      music sounds distorted
    `,
    es: `
      no se escucha nada en las llamadas
      la bocina suena rasposa
      no tiene sonido el altavoz
      el audio se oye distorsionado
    `,
  },
  microphone: {
    en: `
      people cant hear me when i call
      my voice doesnt come through on calls
      the mic is muffled in voice memos
    `,
    es: `
      no me escuchan cuando hablo por telefono
      el microfono no sirve
      en las llamadas no se oye mi voz
    `,
  },
  "face-id": {
    en: `
      face id stopped working
      it wont recognize my face anymore
      face id not available message
    `,
    es: `
      el face id ya no funciona
      no me reconoce la cara
      no sirve el reconocimiento facial
    `,
  },
  "back-glass": {
    en: `
      the back of my phone is shattered
      cracked the glass on the back
      rear glass broke
    `,
    es: `
      se rompio el vidrio de atras
      la tapa trasera esta quebrada
      tengo estrellada la parte de atras
    `,
  },
  software: {
    en: `
      my phone is super slow and laggy
      apps keep crashing
      it freezes all the time
    `,
    es: `
      el cel esta lentisimo
      se traban las aplicaciones
      se congela a cada rato
    `,
  },
  "bent-frame": {
    en: `
      my phone is bent
      the frame got warped
      sat on it and now its curved
    `,
    es: `
      se doblo mi celular
      el marco esta chueco
      se me torcio el telefono
    `,
  },
  "no-signal": {
    en: `
      no service all day
      it says searching and never gets bars
      cant make calls no signal
    `,
    es: `
      no tengo señal
      dice sin servicio
      no agarra red el cel
    `,
  },
  storage: {
    en: `
      storage is full
      it says iphone storage almost full
      no room for photos
    `,
    es: `
      la memoria esta llena
      no tengo espacio para fotos
      dice almacenamiento lleno
    `,
  },
};

/**
 * A trouble told in words that place none of the guide's ("something is off with my phone"): learned as
 * a label of its own, so a vague message is asked what it does rather than given the nearest trouble's
 * steps (a swollen battery's warning for a phone that "does weird stuff").
 */
export const UNPLACED_PHRASINGS: { en: string; es: string } = {
  en: `
    something is off with my phone
    my phone is not right lately
    its doing weird stuff sometimes
    phone is all messed up
    something wrong with my iphone
    it just isnt working right
    my iphone has been glitching out on me
  `,
  es: `
    algo le pasa a mi telefono
    mi iphone no sirve bien
    esta fallando mi cel
    mi telefono hace cosas raras
    algo anda mal con mi iphone
  `,
};
