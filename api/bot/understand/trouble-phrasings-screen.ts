// The screen's and body's troubles' phrasings, as visitors write them: part of trouble-phrasings.ts's
// PHRASINGS (read its header there), one a line, keyed by the guide's problem id
// (site/_data/troubleshooting.ts), in English and in Spanish; apart to keep each file short.

/** The screen's and body's troubles' phrasings, one a line, per language. */
export const SCREEN_PHRASINGS: Record<string, { en: string; es: string }> = {
  "cracked-screen": {
    en: `
      dropped it and the front glass is all broken
      my display got smashed on the floor
      screen has a huge crack down the middle
      the glass on the front is shattered lol
      cracked my screen again smh
      screen busted after it fell out my pocket
      the front glass is split from corner to corner
      dropped it face down on the concrete and the glass is wrecked
      theres a chip in the corner of my screen and its spreading
      screen got busted at work today
      the display glass is all cracked up but it still works
      scren is crakd real bad
      my toddler threw it and now the screen is in pieces
      little shards of glass keep coming off the front
      fell off my lap in the car and the screen is toast
      display got destroyed when it hit the pavement
      theres a crack running across the top of my screen
      dropped my phone and the screen is all jacked up
      screen got wrecked when it fell
      dropped it and the screen is ruined
      screen is all torn up after it fell off the counter
      the screen glass has cracks all over it
      my screen is broken from a drop
      i cracked the display on my 13
      the front screen is splintered
      big crack across the screen after it slid off the table
      the screen is cracked all the way across
      broke my screen
      my display glass shattered
    `,
    es: `
      se me quebro la pantalla
      la pantalla se rompio toda
      se me cayo y se estrello el vidrio
      tengo la pantalla estrellada
      se partio el cristal de enfrente
      mi pantalla esta toda quebrada
      se dio contra el piso y quedo estrellado el display
      la pantalla quedo hecha pedazos
      el vidrio de la pantalla esta todo astillado
      se me cayo boca abajo y se quebro el display
      tiene la pantalla rajada de esquina a esquina
      se le hizo una telaraña a la pantalla
      mi cel tiene el screen roto
      la pantalla se quebro pero todavia funciona
      tengo la pantalla partida en dos
      se me cayo del bolsillo y se rajo el cristal
      la pantaya esta rota
      la pantalla esta rota
      se me rompio el display
      la pantalla tiene grietas
      se quebro el vidrio de la pantalla
      se le hizo una grieta a la pantalla
      el cristal de la pantalla se rajo
      tengo el screen quebrado
      el vidrio de enfrente esta roto
      la pantalla tiene una cuarteadura
      se rompio el cristal de la pantalla
    `,
  },
  "black-screen": {
    en: `
      screen stays black but it rings
      display is dark but i can hear notifications
      phone is on but the screen shows nothing
      i get calls but the screen is pitch black
      the display went dark but it still vibrates
      i can hear siri but the screen wont light up
      screen shows nothing but my music keeps playing
      phone is on but the display is totally black
      it buzzes with texts but the screen is dark
      screen went out after i dropped it but it still rings
      cant see a thing on the screen, the notification sounds still come
      display wont come on but the phone is clearly running
      screen blacked out and the alarm still goes off
      screen is black but i still get notifications
      the phone works but the screen is dark
      screen shows nothing but i can feel it vibrate
    `,
    es: `
      la pantalla se queda negra pero suena
      no se ve nada en la pantalla pero vibra
      pantalla en negro y si recibe llamadas
      la pantalla se apago pero el cel sigue prendido
      suena cuando me llaman pero no se ve nada
      se escucha todo pero la pantalla esta en negro
      la pantalla no enciende pero si vibra
      no da imagen pero se oyen las notificaciones
      la pantalla se quedo oscura y el telefono sigue funcionando
      se fue la imagen de la pantalla pero suena la alarma
      no muestra nada la pantalla aunque esta prendido
      el display se puso negro pero me llegan los mensajes
      la pantaya esta negra pero si suena
      la pantalla esta negra pero el cel funciona
      no se ve la pantalla pero me suenan los mensajes
      la pantalla no prende pero el cel si
      la pantalla se fue a negro
    `,
  },
  "screen-lines": {
    en: `
      theres green lines across the display
      screen keeps flickering
      the screen glitches with colored stripes
      theres a pink line down the side of my display
      my screen turned all green and flashes
      the display has vertical stripes of color
      half the screen is purple now
      screen keeps blinking on and off
      theres a black ink blot spreading on the screen
      a bunch of dead pixels in the corner
      the colors on my screen look all messed up and washed out
      the screen flickers like crazy when i scroll
      weird white lines showed up on the display
      theres a green tint over everything on the display
      the display went all pink after it fell
      my screen turned green out of nowhere
      screen went purple and stripey
      screen has lines going across
      colored lines on the display
      a green line appeared on my screen
      the screen has purple blotches
      there are stripes on my display
      screen glitches with lines
      the display has a weird tint and lines
      screen colors are off and theres a stripe
      the screen is flickering green
      theres a pink blotch on my display
    `,
    es: `
      la pantalla tiene rayas verdes
      la pantalla parpadea
      me salen lineas en la pantalla
      me salio una linea rosa en la pantalla
      tiene rayas de colores la pantalla
      la pantalla titila
      la pantalla esta parpadeando y se ve rara
      le salio una mancha de tinta a la pantalla
      la pantalla tiene una franja verde
      se ven lineas blancas verticales
      los colores de la pantalla se ven raros
      la pantalla se ve verdosa
      tiene pixeles muertos la pantalla
      la pantalla se puso morada
      se me puso rosa la pantalla
      me sale una raya verde
      la pantalla esta titilando
      la pantalla tiene manchas de colores
      la pantalla se ve con rayas
      salio una linea vertical en el display
      el display titila con franjas
      los colores del display se ven mal
      se ve una mancha morada en la pantalla
    `,
  },
  "touch-not-working": {
    en: `
      the screen doesnt respond when i tap it
      touch stopped working on the bottom half
      ghost touching opening random apps
      the screen wont register my taps
      i cant swipe up to unlock
      the bottom of the screen is dead to touch
      keyboard types letters by itself
      my phone opens apps on its own
      touch screen barely reacts to my finger
      i have to press really hard for the screen to react
      screen wont let me type anything
      tapping does nothing but the screen shows fine
      phantom touches keep calling people
      screen doesnt react to my fingers
      some spots on the screen dont work when i touch them
      it keeps tapping stuff on its own
      my taps dont do anything
      the screen wont respond to my finger in some spots
      touch is delayed and misses my taps
      i tap and nothing happens though the display looks normal
      screen keeps pressing things by itself
      cant type because the touch is broken
      the touch is acting up and wont register
      the touchscreen is not working right
      my screen wont let me swipe
    `,
    es: `
      la pantalla no responde al tacto
      el touch no sirve
      se mueve solo y abre apps
      la pantalla no me hace caso cuando la toco
      no puedo deslizar para desbloquear
      se escribe solo el teclado
      el tactil no funciona en la parte de abajo
      la pantalla se ve bien pero no responde
      se marca solo y abre cosas
      tengo que apretar muy fuerte para que responda
      no jala el touch de la pantalla
      la pantalla tactil esta loca, toca sola
      no puedo escribir porque la pantalla no reacciona
      le pico a la pantalla y no reacciona
      el touch se volvio loco
      la pantalla tactil no sirve
      toco la pantalla y no hace nada
      no jala la parte de arriba de la pantalla
      por mas que le pico no reacciona el display
      el touch no responde en una parte
      la pantalla se toca sola
      se abren cosas solas en la pantalla
      no puedo marcar porque no responde el tactil
      la pantalla tactil dejo de funcionar
      no me responde el tactil
      no sirve el tactil
      la pantalla no registra los toques
      el teclado escribe solo
    `,
  },
  "back-glass": {
    en: `
      the back of my phone is shattered
      cracked the glass on the back
      rear glass broke
      the glass on the back is spiderwebbed
      back panel is in pieces
      the rear of my phone cracked when it fell
      back is all broken but the screen is fine
      the back cover is cracked
      theres glass falling off the back
      cracked the back of my iphone
      the back side is smashed
      the backside of my phone is busted
      back of the phone is shattered but the screen works
      cracked the back panel
      the back of my phone is cracked all over
      i shattered the glass on the back side
      rear panel glass is broken
    `,
    es: `
      se rompio el vidrio de atras
      la tapa trasera esta quebrada
      tengo estrellada la parte de atras
      se rompio la parte de atras
      la tapa de atras esta estrellada
      el vidrio trasero se quebro
      tengo rota la espalda del cel
      se estrello la parte trasera pero la pantalla esta bien
      la parte de atras esta toda astillada
      se rajo el cristal de atras
      se le cae el vidrio de atras
      mi cel esta roto de atras
      la carcasa trasera esta rota
      la parte de atras del cel esta quebrada
      el vidrio de la espalda esta estrellado
    `,
  },
  "bent-frame": {
    en: `
      my phone is bent
      the frame got warped
      sat on it and now its curved
      the frame is bent from my back pocket
      phone has a curve in it now
      the side of my phone is dented
      the edge got dinged and bent
      sat on my phone and bent it
      the aluminum frame is warped
      my iphone is crooked
      a corner got smashed in and dented
      the housing is bent near the buttons
      my phone got bent
      the frame has a dent in it
      theres a bend in the middle of my phone
      bent the frame sitting on it
    `,
    es: `
      se doblo mi celular
      el marco esta chueco
      se me torcio el telefono
      se me doblo el telefono en la bolsa del pantalon
      el marco esta abollado
      se torcio el cel
      quedo chueco despues de sentarme encima
      tiene un golpe en la esquina y esta sumido
      el cuerpo del telefono esta doblado
      se pandeo el iphone
      la orilla esta doblada
      mi cel esta curvo
      se abollo el marco de aluminio
      el iphone quedo doblado
      se me doblo el cel
      el telefono esta chueco
      tiene una abolladura en el marco
      el marco quedo torcido
      el cel se doblo
      quedo doblado el telefono
    `,
  },
  "face-id": {
    en: `
      face id stopped working
      it wont recognize my face anymore
      face id not available message
      phone wont unlock with my face
      it keeps telling me face id is disabled
      cant set up face id, says move higher
      face unlock quit on me
      faceid broke after i dropped it
      face id fails every time
      apple pay wont work because face id is broken
      the face scan doesnt recognize me anymore
      face id doesnt work since the screen was replaced
    `,
    es: `
      el face id ya no funciona
      no me reconoce la cara
      no sirve el reconocimiento facial
      no me desbloquea con la cara
      el faceid no sirve
      dice face id no disponible
      no puedo configurar el face id
      ya no reconoce mi rostro
      se descompuso el face id
      el reconocimiento de cara dejo de funcionar
      falla el face id siempre
      no puedo pagar con apple pay porque no jala el face id
      el desbloqueo facial no funciona
    `,
  },
};
