// Phrasings of the troubleshooting guide's problems (site/_data/troubleshooting.ts), as visitors write
// them: one a line, keyed by the guide's problem id, in English and in Spanish (typos, slang, no accents
// and Spanglish included: understand/troubles.ts learns from them exactly as they are written, beside each
// problem's label and keywords). An id the guide does not hold is left out. To teach the assistant a new
// way of telling a trouble, add a line under its problem, one that tells that trouble and not a
// neighbour's; a vague trouble that tells none in particular goes under UNPLACED_PHRASINGS. The screen's
// and the body's troubles are in trouble-phrasings-screen.ts, the battery's, the power's and water in
// trouble-phrasings-power.ts (to keep each file short), the parts' below. `npm run eval:assistant` scores
// them over 5 folds (scripts/eval/troubles.ts).
import { POWER_PHRASINGS } from "./trouble-phrasings-power.ts";
import { SCREEN_PHRASINGS } from "./trouble-phrasings-screen.ts";

/** Each problem's phrasings, one a line, per language. */
export const PHRASINGS: Record<string, { en: string; es: string }> = {
  ...SCREEN_PHRASINGS,
  ...POWER_PHRASINGS,
  camera: {
    en: `
      my photos are all blurry
      the camera wont focus
      camera app shows a black screen
      the lens on the back is cracked
      pics look cloudy like theres a film on the lens
      the back cam wont focus on anything close
      when i open the camera its just black
      theres a chip in the little glass over the camera
      the lens makes a buzzing noise
      video is shaky and the lens rattles
      front camera is blurry on facetime
      the zoom camera glass has a crack
      theres a dark spot on all my pictures
      flashlight stopped working and the camera is black
      images come out smeary no matter what
      the pictures i take come out misty
      my pics are coming out all milky
    `,
    es: `
      las fotos salen borrosas
      la camara no enfoca
      la camara se ve negra
      se rompio el lente de la camara
      las fotos se ven nubladas
      la camara no agarra foco
      la camara trasera esta negra
      el lentecito de atras esta rajado
      la camara tiembla y hace ruido
      la camara de enfrente sale desenfocada
      las fotos salen con una mancha
      no funciona la linterna ni la camara
      la camara vibra sola
      las fotos salen opacas como con neblina
      abro la camara y sale todo negro
    `,
  },
  speaker: {
    en: `
      i cant hear anything on calls
      the sound is crackly and muffled
      no sound from the bottom speaker
      music sounds distorted
      the sound is really low even at full volume
      cant hear the other person unless i put it on speaker
      music sounds blown out and buzzy
      my ringtone doesnt play
      the earpiece is super quiet
      youtube has no audio
      speaker rattles at high volume
      the bottom speaker sounds scratchy
      calls are really faint on my end
      alarm doesnt make any sound
      i cant hear people when they call
      the speaker is blown
      ringer doesnt make a sound
      sound comes out crackly
      i can barely hear the other person on calls
      the speaker makes a buzzing sound
      no sound when i play videos
      sound is muffled from the speaker
    `,
    es: `
      no se escucha nada en las llamadas
      la bocina suena rasposa
      no tiene sonido el altavoz
      el audio se oye distorsionado
      no se escucha nada cuando pongo musica
      la bocina suena muy bajito
      el altavoz suena como roto
      no oigo a la persona en las llamadas
      no suena cuando me llaman
      el audio se escucha entrecortado y rasposo
      la bocina de arriba no se oye
      los videos no tienen sonido
      el parlante suena distorsionado
      el speaker no suena
      tengo que poner el altavoz para escuchar las llamadas
      no escucho a nadie cuando me llaman
      no se oye la musica
      el sonido sale muy bajito
      la bocina truena
      yo no oigo nada por el auricular
      no se oye cuando me hablan
      la bocina se escucha rota
      no hay sonido en los videos
      la bocina suena bajito en las llamadas
      la bocina de arriba esta muda
      pongo canciones y la bocina esta callada
      la bocina suena distorsionada
      el volumen esta muy bajo aunque lo tengo al maximo
      no oigo las llamadas, suena muy bajito
    `,
  },
  microphone: {
    en: `
      people cant hear me when i call
      my voice doesnt come through on calls
      the mic is muffled in voice memos
      my voice sounds far away to the person im calling
      siri never understands me
      voice notes are totally silent
      my friends tell me my voice comes through muffled
      videos i record have no audio
      people keep saying hello hello on calls
      on facetime nobody hears my voice
      my mic cuts out on calls
      voice to text doesnt pick up my voice
      i have to use earbuds so people can hear me
      my voice isnt coming through
      the other person cant hear what im saying
      voice memos record nothing
      siri cant hear me at all
    `,
    es: `
      no me escuchan cuando hablo por telefono
      el microfono no sirve
      en las llamadas no se oye mi voz
      no me oyen en las llamadas
      cuando grabo audios no se escucha nada
      dicen que me escucho muy lejos
      siri no me escucha
      el micro no funciona
      en whatsapp mis audios salen sin sonido
      me dicen que me escucho bajito
      los videos que grabo salen sin audio
      tengo que hablar en altavoz para que me escuchen
      mi voz no sale en las llamadas
      la otra persona no me oye
      el microfono no capta mi voz
      mis notas de voz salen mudas
      cuando hablo la gente no me escucha
      dicen que no se me oye
      el microfono no funciona en las llamadas
      no me escuchan por el microfono
      mi voz no se escucha cuando llamo
      mis audios de whatsapp no graban nada
    `,
  },
  software: {
    en: `
      my phone is super slow and laggy
      apps keep crashing
      it freezes all the time
      apps keep closing by themselves
      it lags so bad when i type
      the phone freezes and i have to restart it
      update didnt install and now its buggy
      wifi keeps disconnecting
      bluetooth wont connect to my car
      everything takes forever to load
      instagram crashes every time i open it
      phone is sluggish after the latest ios update
      the whole phone hangs for a few seconds randomly
      my iphone is running really slow
      apps freeze all the time
      everything is so slow since the update
      ios update keeps failing
      my phone is so laggy it takes forever to open anything
      apps keep freezing and closing
      its glitchy since the update
      keyboard lags when i text
      apps crash all the time
      my iphone is super glitchy and slow
      apps freeze and the phone lags
      wifi wont stay connected
      phone is slow to do anything
    `,
    es: `
      el cel esta lentisimo
      se traban las aplicaciones
      se congela a cada rato
      el cel esta muy lento
      se traba mucho
      se cierran las apps solas
      se pega a cada rato
      despues de la actualizacion anda lentisimo
      el wifi se desconecta a cada rato
      no conecta el bluetooth
      se calienta y se pone lento
      todo tarda en abrir
      whatsapp se cierra solo
      no se pudo actualizar el iphone
      las apps se traban
      se congela todo y luego sigue
      va muy lento todo
      se tarda mucho en abrir las apps
      la actualizacion no se instalo
      el cel se pega mucho
      el telefono esta lentisimo al abrir apps
      las aplicaciones se cierran solas
      se alenta mucho el cel
      el iphone se traba y va lento
      el wifi no conecta
      se me traba el cel
      la actualizacion lo dejo lento
    `,
  },
  "no-signal": {
    en: `
      no service all day
      it says searching and never gets bars
      cant make calls no signal
      it says sos only
      calls wont go through
      no bars even next to the tower
      says no sim card installed
      cant send texts, no service
      my cellular data doesnt work at all
      lost signal after i dropped it
      it keeps saying searching
      the phone wont read my sim
      invalid sim message
      my phone cant find a network
      no cell service at all
      it says no service everywhere i go
      the phone says it cant detect a sim
      my phone shows no service and wont connect to the network
      i have zero bars at home now
      network keeps dropping and calls fail
      carrier signal is gone
      phone stuck on searching for service
      cell signal keeps dropping to nothing
      i only get sos in the corner
      it cant connect to my carrier
      the sim isnt being recognized
    `,
    es: `
      no tengo señal
      dice sin servicio
      no agarra red el cel
      no agarra señal
      dice solo sos
      no me entran las llamadas
      dice que no hay sim
      no tengo datos moviles
      no tiene barritas
      dice buscando y no agarra
      no lee el chip
      no puedo mandar mensajes, no hay servicio
      perdi la señal desde que se cayo
      no hay señal en mi cel
      me quede sin servicio en el cel
      no me llegan los mensajes, no hay señal
      dice sin sim
      mi celular no encuentra red
      no sirve el chip
      no agarra red
      se queda buscando señal
      el cel no marca ni una rayita de señal
      dice sin red el cel
      no entran ni salen llamadas
    `,
  },
  storage: {
    en: `
      storage is full
      it says iphone storage almost full
      no room for photos
      my phone says storage full
      no space to update
      cant take pictures because im out of space
      i need more storage
      it keeps saying not enough storage
      memory is maxed out
      icloud storage is full
      i cant download apps theres no room
      says cannot take photo not enough storage
      no storage left
      not enough space for new apps
      phone is out of storage
    `,
    es: `
      la memoria esta llena
      no tengo espacio para fotos
      dice almacenamiento lleno
      no tengo memoria
      el cel esta lleno
      dice que no hay espacio
      no puedo descargar apps por falta de espacio
      ya no caben mas fotos
      no puedo actualizar porque no tengo espacio
      el almacenamiento esta al tope
      se me lleno el icloud
      dice almacenamiento casi lleno
      no me deja tomar fotos por la memoria
      se lleno la memoria
      no tengo almacenamiento
      ya no hay espacio en el cel
      no tengo espacio en el telefono
      la memoria esta al maximo
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
    my phone is doing something strange
    theres something up with my phone
    its been messing up lately
    my iphone just isnt acting normal
    not sure whats going on with it
    my phone has problems
    it acts funny sometimes
    something weird is going on with it
  `,
  es: `
    algo le pasa a mi telefono
    mi iphone no sirve bien
    esta fallando mi cel
    mi telefono hace cosas raras
    algo anda mal con mi iphone
    mi cel tiene un problema
    no se que le pasa a mi celular
    algo raro le pasa al iphone
    mi iphone anda mal
    el celular no anda bien
    tiene fallas mi telefono
    mi cel hace cosas extrañas
  `,
};
