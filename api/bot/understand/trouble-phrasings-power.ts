// The battery's, power's and water's troubles' phrasings, as visitors write them: part of trouble-phrasings.ts's
// PHRASINGS (read its header there), one a line, keyed by the guide's problem id
// (site/_data/troubleshooting.ts), in English and in Spanish; apart to keep each file short.

/** The battery's, power's and water's troubles' phrasings, one a line, per language. */
export const POWER_PHRASINGS: Record<string, { en: string; es: string }> = {
  "battery-drain": {
    en: `
      battery is dead by lunch
      it loses charge so fast now
      my phone doesnt hold a charge
      battery goes from 100 to 20 in a couple hours
      shuts down with 25% still showing
      battery drops 10 percent every few minutes
      phone dies before noon every day
      battery barely lasts a few hours
      it turns off randomly when the battery says 40
      my battery is garbage now, gotta charge it 3 times a day
      the percentage goes down super quick even when its just sitting there
      it powers off in the cold even though its half charged
      cant make it through the day without a charger
      it dies when i open the camera with 20% left
      it goes dead in a few hours
      battery runs out way too quick
      by the afternoon my phone is already dead
      it doesnt last a full day anymore
      goes from full to empty so fast
      dies around 35% for no reason
      the battery drains even when im not using it
      phone dies in a few hours
      my battery goes down so fast
      the battery percentage drops really quickly
      battery doesnt last like it used to
    `,
    es: `
      la pila se me acaba rapidisimo
      no me dura nada la bateria
      se descarga muy rapido el cel
      la bateria no aguanta ni medio dia
      se me descarga en un rato
      la bateria baja volando
      se apaga solo cuando marca 30 por ciento
      tengo que cargarlo tres veces al dia
      no me llega ni a la tarde con bateria
      se le acaba la pila bien rapido
      la cargo y a las dos horas ya esta baja
      se muere el cel con 20% de pila
      el porcentaje baja demasiado rapido
      la battery no me dura
      la bateria se descarga rapido
      la pila no dura nada
      se apaga aunque tenga bateria
      la bateria se acaba en unas horas
      se descarga bien rapido la pila
      la carga no me dura
      se apaga de repente con 40% de bateria
      en la tarde ya no tengo pila
      la bateria se descarga muy rapido
      se me acaba la bateria en nada
    `,
  },
  "battery-health": {
    en: `
      battery health says 74 percent
      it says service battery in settings
      max capacity is really low now
      settings says my battery is at 79 percent capacity
      it says my battery is significantly degraded
      i got a notification that my battery needs service
      max capacity dropped to 76
      battery health is under 80 now
      iphone says peak performance capability is off
      my battery is really old and worn
      the health in battery settings says 68
      it says important battery message in settings
    `,
    es: `
      la salud de la bateria esta en 78
      dice servicio en la bateria
      la capacidad maxima esta bajisima
      el estado de la bateria dice 80 por ciento
      me sale aviso de servicio de bateria
      la capacidad de la bateria bajo a 75
      la salud de la pila esta en 71
      dice que la bateria esta degradada
      en ajustes dice mensaje importante de la bateria
      mi bateria ya esta vieja y gastada
      la bateria tiene la salud bajita
      capacidad maxima 79 dice en configuracion
      ya necesito bateria nueva, esta muy gastada
    `,
  },
  "swollen-battery": {
    en: `
      the screen is lifting up from the side
      my battery looks puffed up
      the phone is bulging in the back
      it got super hot and smells weird
      the screen is popping out on one side
      theres a gap between the screen and the frame now
      the battery is swelling and pushing the display up
      my phone wont lay flat anymore, it rocks on the table
      phone has a bulge and smells funny
      my phone started smoking while charging
      it smells like burnt plastic
      the screen is separating from the body
      case doesnt fit anymore because the phone swelled up
      the battery looks like a pillow
      the screen is getting pushed up from inside
      my battery puffed up and the screen popped
      it smells like something is burning inside
      phone got super hot and started to smoke
      the display is being pried up by the battery underneath
      battery is bloated
      the case wont close, the phone got thicker than before
      the screen got shoved out by a fat battery
      the battery expanded
      my phone is swelling up
      the screen popped open on the side
    `,
    es: `
      la bateria esta inflada
      se esta levantando la pantalla por la pila
      la bateria se hincho
      el cel se calienta mucho y huele a quemado
      la pantalla se esta despegando del marco
      se abrio la pantalla de un lado
      la pila esta empujando la pantalla para afuera
      el telefono ya no queda plano en la mesa
      le salio humo mientras cargaba
      huele a plastico quemado
      la bateria esta gorda
      se separo la pantalla del cuerpo del cel
      esta abombado el celular
      la funda ya no le queda porque se inflo
      echa humo el cel
      la pila se inflo y levanto el display
      se esta separando la pantalla porque la pila esta hinchada
      el cel esta abultado
      huele a quemado cuando lo cargo
      la pantalla esta levantada de un lado
      le salen chispas al cel
      tengo la bateria hinchada
      la pila se puso como globo
      la bateria esta abultada
      la pantalla se esta saliendo por la bateria
      huele a quemado el cel
      se hincho la bateria y abrio el cel
      la bateria esta hinchada y se levanto la pantalla
      se abrio el cel por la bateria
      el telefono se esta hinchando
      la pantalla se bota por la bateria
      la bateria esta inflada y empuja la pantalla
      el cel se esta abriendo por la pila
      la pila hinchada esta levantando el display
      la bateria olia a quemado y saco humo
    `,
  },
  "not-charging": {
    en: `
      it wont charge when i plug it in
      the cable falls out of the port
      charger only works at an angle
      lightning port is loose
      nothing happens when i plug in the charger
      i have to hold the cord a certain way for it to charge
      it pops up accessory not supported with every cable
      the cable wont click in
      charging is super slow now, takes all night
      the charge port is full of pocket lint
      the cord keeps disconnecting
      my charger wont stay in
      doesnt show the charging bolt anymore
      usb c cable does nothing
      only charges wirelessly now
      my phone isnt charging
      charger doesnt do anything when its plugged in
      the charger keeps disconnecting
      have to wiggle the cable to get it to charge
      the port is loose and wont hold the plug
    `,
    es: `
      no carga cuando lo conecto
      el cable se sale del puerto
      tengo que mover el cable para que cargue
      el puerto de carga esta flojo
      no le entra la carga
      lo conecto y no pasa nada
      tengo que sostener el cable para que cargue
      carga super lento
      dice accesorio no compatible
      el cargador se sale solito
      el puerto tiene pelusa y no carga
      el cable no hace contacto
      no aparece el rayito de carga
      solo carga en la base inalambrica
      no quiere cargar el cel
      el puerto no sirve
      el cel ya no jala la carga
      el cargador no hace contacto
      carga lentisimo
      el conector de carga esta sucio
    `,
  },
  "wont-turn-on": {
    en: `
      phone is completely dead and wont power on
      it wont turn on at all
      nothing happens when i hold the power button
      it wont power up no matter what
      no vibration no sound no nothing, totally dead
      holding the side button does nothing
      wont boot up since last night
      my iphone died and wont come back to life
      plugged it in for hours and it still wont start
      it just wont switch on
      completely unresponsive, no logo no nothing
      phone is a brick now
      tried charging and force restarting, still nothing
      it died on me and will not come back on
      it died yesterday and hasnt turned on since
      phone doesnt turn on at all
      it wont turn on even plugged in
      doesnt respond to the power button at all
      no signs of life
      phone shut off and wont come back on
      it wont turn on at all even after charging
      totally dead, nothing on the screen, no vibration
      the power button doesnt turn it on
      it died and wont power back up
      the iphone is totally dead
      pressed every button and it stays off
    `,
    es: `
      mi iphone no enciende
      no prende para nada
      esta muerto no da señal de vida
      no hace nada, ni vibra ni suena
      se apago y ya no volvio a prender
      no quiere encender
      lo cargue toda la noche y no prende
      le aprieto el boton y nada
      quedo muerto el cel
      no arranca el iphone
      no enciende ni conectado al cargador
      esta como muerto, no sale ni la manzana
      ya no prendio desde ayer
      no prende el fon
      se murio y ya no prende
      ya no enciende aunque lo cargue
      mi cel no quiere prender
      no enciende para nada
      no prende ni cargando
      ya no enciende el iphone
      el cel no prende con nada
      se apago y no prende
      se quedo muerto y no enciende
      ya no da vida el cel
      ya no prende, esta muerto
      no quiere prender el iphone
      no enciende nada de nada
      se murio el telefono
    `,
  },
  "boot-loop": {
    en: `
      stuck on the apple logo
      it keeps restarting over and over
      phone reboots itself nonstop
      it sits on the apple screen and goes no further
      it keeps rebooting every few minutes
      phone keeps going to the logo and restarting
      the apple keeps flashing on and off
      its been on the white apple for an hour
      update failed and now its stuck on the logo
      it shows the recovery mode screen with a cable
      restarts itself in a loop
      phone just loops and never reaches the home screen
      it keeps showing the apple logo then going black again
      stuck at the logo after an update
      restarts every couple minutes on its own
      the apple logo wont go away
      it randomly restarts by itself
      my iphone turns itself off and back on out of nowhere
    `,
    es: `
      se queda en la manzana
      se reinicia solo una y otra vez
      se traba en el logo de apple
      se queda pegado en el logo
      se reinicia a cada rato
      prende y se apaga solo sin parar
      la manzanita sale y se vuelve a reiniciar
      esta en bucle reiniciandose
      no pasa de la manzana
      se traba en la pantalla de la manzana
      me sale modo recuperacion
      se queda ciclado en el logo
      se reinicia y reinicia, nunca termina de prender
      se reinicia solo cada rato
      se queda en la manzanita un rato y vuelve a empezar
      se reinicia sin parar
      no pasa del logo de apple
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
      it slipped into the sink
      my kid dunked it in the bath
      spilled a drink all over it
      got caught in a downpour and now it wont work right
      beer got spilled on it at a party
      theres water under the screen
      dropped it in the ocean at the beach
      an alert pops up about liquid in the port
      knocked a glass of water onto it
      phone got drenched
      it fell in the bathtub
      my drink spilled on it
      phone got wet and now wont work right
      it took a swim in the pool
      phone got wet in the shower
      i dropped it in a glass of water
      my phone sank in the lake
      rain got inside my phone
    `,
    es: `
      se me cayo al rio
      se mojo con la lluvia
      le cayo refresco encima
      se metio al agua en la piscina
      lo tire a la alberca sin querer
      se cayo a la tina del baño
      se empapo todo
      se me cayo al lavabo
      se le cayo jugo encima
      se mojo en la playa
      se cayo en el excusado
      se me metio al mar
      tiene agua adentro de la pantalla
      dice liquido detectado en el conector
      lo agarro la lluvia y ya no sirve bien
      le cayo cerveza
      lo lave sin querer con la ropa
      se fue al fregadero lleno de agua
      se mojo toda
      le cayo agua de la llave
      se me mojo en la regadera
      se me cayo a la piscina
      lo eche en un vaso de agua sin querer
      le entro agua al cel
      se lleno de agua por dentro
      se me cayo en el charco
    `,
  },
};
