// Intents about a repair itself: what it costs and how long it takes.
import { onePerLine, type Intent } from "./intent.ts";

export const repairs: Intent[] = [
  {
    id: "price",
    answer: "price",
    gist: { en: "the price of a repair", es: "el precio de una reparación" },
    en: onePerLine(`
      whats it run to swap a battery on a 12
      how much we talking for a cracked screen
      u got prices for camera repair
      price check on a charging port for 14 pro
      what do yall charge to fix water damage
      rough cost for a new speaker
      is it like 100 bucks for a screen or more
      what would i pay for a back camera on a 13 pro max
      how much for a screen
      how much is it to fix my screen
      whats the price for a battery replacement
      how much do you charge for an iphone 13 screen
      price for charging port fix
      how much to replace the back glass
      cost of a new screen on a 14 pro max
      what would it cost to fix my cracked screen
      hw much for screen repair
      how mcuh is a battery
      price check on a iphone 12 screen pls
      whats it gonna run me to fix the screen
      how much yall charge for screens
      what do u charge for a battery
      how much does a camera repair cost
      estimate for water damage repair
      can i get a quote for my 11
      quote for a cracked screen iphone x
      pricing for screen replacement
      how expensive is a screen fix
      is it expensive to replace the battery
      how much is the speaker repair
      whats ur price on iphone 15 screens
      rough price to fix a shattered screen
      how much would a new battery be
      what does a charging port cost
      price list
      do you have a price list
      how much $$ for the screen
      screen price 13 mini
      battery price for iphone 11
      cost to fix my phone
      how much to fix it
      what's the damage for a new screen lol
      how much will it cost me
      price for fixing the camera lens
      hey how much 4 a screen
      whats the cost of the repair
      how much do repairs cost
      ballpark price for a battery swap
      how much to fix a iphone that wont charge
      quanto for a screen
      what would it cost to fix a phone that got wet
      do you charge to check it out
      quote for a 12 mini back camera
      how much is it for a wet iphone
      ballpark for fixing the port on an 11
      what do yall get for a battery on an xr
      cost to replace the front camera on a 13
      whats a screen gonna run me on the 15
      do i pay anything for the diagnostic
      how much to fix my phone its water damaged
      my son dropped his 13 in the parking lot and the glass is all spiderwebbed, roughly what would that set me back
      whats the damage gonna be for a new back glass, mine got smashed when it fell out of my pocket
      is there a charge just for you to take a look
      do you guys charge for checking it out or only if you fix it
      the lens cover on my camera has a crack in it, how much to replace just that part
      ballpark figure for a 14 plus screen? trying to decide if its worth it
      are your prices lower than the apple store
      apple quoted me crazy money, what would you charge for the same thing
      before i make the trip out there i wanna know what a battery costs for an xs
      rough cost for the charging port on a 12 mini
      my screen has a line down the middle after it fell, what kind of money are we talking
      driving in from perry tomorrow, whats a battery run on an 11
      i live out in gray, is a 15 screen pricey at your place
      coming over from forsyth, how much for a back glass on a 14
      which costs more to fix, a 13 screen or a 14 screen
      is a battery cheaper on the 12 than on the 13 pro
      yo whats a screen cost on a 13
      hw much 4 battery iphone 12
      how much ya want for a new back glass
      what are u charging for charging ports these days
      need a price on a cracked screen 14 plus
      is a battery like 80 or what
      rates for screen replacment
      cheapest you can do a screen for
      what would you charge me to fix the mic
      how much $ to get my camera fixed
      price on the iphone 11 battery please
      whats a port replacement go for
      how much to fix the glass on the back of an xr
      total for screen plus battery on a 12 pro
      quick question how much is a screen
      how much does a screen go for on a 14
      whats the cost for a new back camera
      how much r batteries for a 12 mini
      what would a charging port run me
    `),
    es: onePerLine(`
      cuanto cuesta cambiar la pantalla
      cuánto cobran por la batería
      precio de la pantalla del iphone 13
      cuanto sale arreglar el puerto de carga
      cuanto me cobran por la pantalla
      que precio tiene cambiar la bateria
      cuanto vale la reparacion
      precio para pantalla iphone 12
      cuanto cuesta arreglar mi iphone
      cuanto por la pantalla
      me da un precio para la camara
      cuanto es por el cristal de atras
      cuanto sale el arreglo
      cuanto cobran x la pantalla
      q precio tiene la bateria del 11
      cuánto me sale la reparación de agua
      presupuesto para pantalla rota
      cuanto es la bateria
      cuanto cuesta el screen del 14
      how much cuesta la pantalla
      precio del cambio de bocina
      cuanto cobran por arreglar la camara
      es caro cambiar la pantalla
      cuanto me va a salir
      tienen lista de precios
      cuanto cuesta una pantalla nueva
      precios de reparacion
      cuanto cobran
      cuanto por arreglar el puerto
      el precio de la pantalla porfa
      cuanto sale la bateria para un iphone x
      cuanto cobran por revisarlo
      me da un presupuesto para un iphone que se mojo
      cuanto sale el vidrio trasero del 13
      precio de la camara de atras del 12
      cuanto me cobran por el puerto de carga
      cuanto cuesta arreglar un cel mojado
      que precio tiene la bateria del xr
      cuanto es por cambiar la camara frontal
      se me cayo el cel en el estacionamiento y se estrello todo el vidrio, mas o menos en cuanto sale
      mi hija quebro la pantalla de su 13 otra vez, antes de llevarlo cuanto seria
      cobran algo nomas por revisarlo
      son mas economicos que en apple
      cuanto me cobrarian por el vidrio de la camara, solo eso esta roto
      en apple me pidieron un dineral, ustedes en cuanto lo dejan
      precio aproximado de bateria para xr
      cuanto cuesta arreglar el puerto de carga de un 11
      tengo una raya verde en la pantalla desde que se cayo, cuanto me saldria arreglarla
      vengo desde perry, cuanto cuesta la bateria de un 12
      vivo en warner robins, sale cara la pantalla de un 14?
      les sale mas barato que en la tienda de apple
      cobran menos que apple por la pantalla
      que sale mas caro, la pantalla del 13 o la del 14
      cuanto me sale la bateria del 12
      q precio tiene la pantalla del 14 pro
      cuanto cobran x el puerto de carga
      en cuanto me sale arreglar la camara
      a como esta la pantalla del 13
      cuanto me costaria la tapa de atras
      me das precio de bateria para iphone 11
      que tan caro es cambiar el puerto
      cuanto por arreglar la bocina
      me pueden dar un presupuesto
      ocupo un presupuesto para cambiar la bateria
      cotizacion para la pantalla de un 12 porfa
    `),
  },
  {
    id: "repair-time",
    answer: "time",
    gist: { en: "how long a repair takes", es: "cuánto tarda una reparación" },
    en: onePerLine(`
      can i get it back before lunch if i drop it at 10
      how long do u need it for a screen
      is a charging port fix quick
      will my battery be done in an hour
      ready same day if i bring it this morning?
      how much time does a camera repair take
      how long does a screen repair take
      how long will it take to fix my battery
      how long to fix a screen
      how fast can you fix it
      can you fix it today
      same day repair?
      can i wait for it
      how long do i have to wait
      how long is the repair
      whats the turnaround time
      how quick can u replace a battery
      how long for charging port
      can you do it while i wait
      how many minutes for a screen
      how long does it usually take
      will it be done today
      how long til its ready
      hw long does battery replacement take
      how long for water damage repair
      do i have to leave it overnight
      can i get it back the same day
      how long r u gonna need my phone
      how long does the camera fix take
      is it a quick fix
      how soon can it be done
      how long does it take to fix a iphone 12 screen
      can u do it in an hour
      will it take all day
      time to replace screen
      repair time for a battery
      how long would i be without my phone
      do you need to keep it for days
      how long does the back glass take
      how long yall take
      could i get it done on my lunch break
      fast repair? i need it quick
      same day service
      how long is the wait for a screen
      can you fix it fast
      can it be ready in 30 min
      how long does the speaker repair take
      if i bring it now will it be ready by 5
      can it be done same day if i drop it at 11
      would i have it back before dinner if i come in now
      if i bring it in at lunch can i pick it up today
      if i drop it off at 10 will it be ready before you close
      could i have it back this afternoon if i come in now
      is a screen swap like a half hour thing
      is it a quick 30 min job or do i leave it all day
      how long do i wait if i bring it rn
      can i get my phone back same day if i come at 2
      will it be fixed by tonight if i drop it off this morning
      battery change is that like 20 mins or a whole day thing
      how many hours for a water damage fix
      do i get it back the same day or next day
      if i come in at 11 can i wait for it
      i leave on a trip early tomorrow, can a screen be done fast enough today
      if i drop it off in the morning will it be done by the afternoon
      need it back before my shift at 3, how quick is a battery
      how much time does a back glass take on a 15
      i only have an hour on my break, enough time for a battery?
      can you get a screen done while i grab lunch
      is it an all day thing or like an hour
      how long u need for a battery swap
      whats the turnaround on a cracked screen
      is a screen fix like an hour or a whole day
      how many hrs for a charging port
      could i wait there while u do the battery
      can it be done same day if i bring it at 9
      how quick can yall swap a screen
      do u need to keep it overnight for water damage
      roughly how long does the camera repair take
      how much time for a back glass
      how long is a battery job
      is the screen swap quick
      do screens take all day
      will i have it back in an hour
      can i get it back the same afternoon
      could you get it fixed in 3 hrs
      think yall can have it done within 90 minutes
      could you have my screen done by 4pm
      if i drop it now is it fixed by 2
      need it repaired by 5 tonight can u
      if i drop it off now when could i come get it
      say i bring it in at noon, when do i pick it up
      when would it be ready for pickup if i bring it in this afternoon
      if i leave my phone with you today what time can i grab it
      drop off in the morning, pick up when?
    `),
    es: onePerLine(`
      cuanto tardan en cambiar la pantalla
      cuánto tiempo tarda la reparación
      cuanto se tardan con la bateria
      lo pueden arreglar hoy mismo
      lo arreglan el mismo dia
      puedo esperar mientras lo arreglan
      cuanto tiempo me tengo que esperar
      en cuanto tiempo esta listo
      cuanto demora el arreglo
      cuanto tarda el puerto de carga
      tardan mucho
      es rapido el cambio de pantalla
      cuantos minutos tarda
      me lo entregan hoy
      cuanto tiempo se lleva
      cuanto tarda lo del agua
      tengo que dejarlo varios dias
      en una hora esta
      cuanto se demoran
      lo tienen hoy
      cuanto tarda la camara
      cuanto tiempo para la bateria del 13
      es reparacion el mismo dia
      se tarda mucho el screen
      how long tardan
      lo hacen rapido
      cuanto rato tarda
      para cuando estaria listo
      cuanto tiempo sin mi telefono
      lo pueden hacer en mi hora de almuerzo
      tardan mas de un dia
      si lo dejo en la mañana me lo dan el mismo dia
      si lo traigo a mediodia me lo entregan hoy
      si voy ahorita cuanto me tardo ahi
      la bateria es cosa de 20 minutos o mas
      lo tienen listo hoy mismo si se los llevo ya
      me lo regresan hoy si lo dejo a las 12
      si se lo dejo temprano, ya esta para la tarde?
      salgo de viaje mañana temprano, me lo tienen hoy mismo?
      cuanto se tardan con la bateria de un 12
      la pantalla cuanto tardan en tenerla lista
      me da tiempo en mi hora de comida para que cambien la bateria
      lo puedo esperar ahi o tarda todo el dia
      si lo llevo a las 9 a que hora me lo dan
      lo arreglan el mismo dia o tengo que dejarlo
      cuantas horas tardan con la bateria
      cuanto se tardan en cambiar la pantalla
      me lo tienen hoy mismo si lo llevo temprano
      es rapido el cambio de bateria
      cuantos dias se queda mi cel
      me lo pueden arreglar en 2 horas
      lo tienen listo en 3 horas?
      si se lo traigo a las 11 cuando lo recojo
      si lo dejo ahorita a que hora lo paso a recoger
      si se los dejo hoy para que hora lo puedo recoger
      lo llevo en la tarde, cuando lo recojo
    `),
  },
];
