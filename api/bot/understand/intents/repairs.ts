// Intents about a repair itself: what it costs, how long it takes, the phone's data, other devices.
import { lines, type Intent } from "./intent.ts";

export const repairs: Intent[] = [
  {
    id: "price",
    answer: "price",
    gist: { en: "the price of a repair", es: "el precio de una reparación" },
    en: lines(`
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
    `),
    es: lines(`
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
    `),
  },
  {
    id: "repair-time",
    answer: "time",
    gist: { en: "how long a repair takes", es: "cuánto tarda una reparación" },
    en: lines(`
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
    `),
    es: lines(`
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
    `),
  },
  {
    id: "data-safety",
    answer: "data-safety",
    gist: { en: "what happens to the data on your phone", es: "los datos de su teléfono" },
    en: lines(`
      will i lose my photos
      will i lose my data
      is my data safe
      do you wipe the phone
      will you erase my phone
      do i need to back up first
      should i backup before i bring it
      will my pictures be deleted
      do you look at my stuff
      can you see my photos
      is my info private
      will the repair delete everything
      do i lose my contacts
      will my texts be gone
      do i need to give you my passcode
      do you need my password
      do i have to turn off find my iphone
      is my data gonna be ok
      privacy of my phone
      are my pics safe
      will you reset it
      does a screen repair erase data
      do i lose stuff if you change the battery
      what happens to my data
      u gonna go thru my phone?
      will my apps still be there
      do you keep my data
      will i have to set it up again
      i dont want to lose my pictures
      can i keep my data
      do you factory reset phones
      is my information secure with you
      data safe during repair?
      do u need my pin
      will my whatsapp chats be deleted
      should i remove my sim card
      do i need to sign out of icloud
      does water repair wipe the phone
      will everything still be on it after
      my photos r important will they be ok
      do you guys look at my photos
      are my pictures at risk if i havent backed up
      my stuff is private, who sees it
      do i lose anything if you replace the battery
      do i have to give you my passcode
      does anyone snoop thru my phone while its there
      will the tech need my pin to unlock it
    `),
    es: lines(`
      se borran mis datos
      mis datos estan seguros
      borran el telefono
      tengo que hacer respaldo antes
      se pierden mis contactos
      van a ver mis fotos
      necesitan mi contraseña
      necesitan mi codigo
      se borra todo con la reparacion
      pierdo mis fotos si cambian la pantalla
      mi informacion es privada
      hay que quitar buscar mi iphone
      resetean el telefono
      mis fotos no se borran verdad
      que pasa con mis datos
      se pierde la info
      tengo que sacar la sim
      mis chats de whatsapp se borran
      es seguro dejarles mi telefono con mis datos
      van a revisar mis cosas
      pierdo todo si lo arreglan
      hago backup primero
      se queda todo igual despues
      no quiero perder mis fotos
      se borra el cel
      mis datos estan a salvo
      tengo que cerrar sesion de icloud
      le borran la memoria
      will i lose mis fotos
      ustedes ven mis fotos
      si no tengo respaldo se pueden perder mis fotos
      mis cosas son privadas, alguien las ve
      se borra algo si cambian la bateria
      se me borran los whatsapp si lo arreglan
      pierdo mis contactos con la reparacion
    `),
  },
  {
    id: "other-devices",
    answer: "services",
    gist: { en: "a device that is not an iPhone", es: "un aparato que no es un iPhone" },
    en: lines(`
      do u work on galaxy phones
      can you fix a cracked ipad screen
      my laptop keyboard is broken can u fix it
      do you repair nintendo switch
      can yall fix a pixel
      do you guys do apple watch batteries
      my airpods case wont charge do u fix those
      can you look at my chromebook
      do you fix ipads
      can you repair my ipad screen
      do you do samsung phones
      can you fix a galaxy s21
      do you repair apple watches
      my apple watch screen is cracked
      do you fix airpods
      can u fix my macbook
      do you repair laptops
      my computer is slow can you help
      do you fix android phones
      do you work on pixels
      can you fix my google pixel
      do you do tablets
      my ipad wont charge
      do you fix ipad batteries
      can you fix my kids tablet
      do you repair computers
      my airpods wont connect
      fix a motorola?
      do you fix other brands
      only iphones or others too
      do u fix samsung
      my galaxy screen broke
      can you repair an lg phone
      do you fix macs
      apple watch battery replacement
      ipad pro screen replacement
      can you fix my watch
      do you fix nintendo switch
      my laptop screen cracked
      do you work on ipads too
      is ipad repair something you do
      can you look at my android
      do you fix oneplus
      my iwatch is broken
      do you fix earbuds
      samsung screen repair price
      i have a galaxy not an iphone
      can u fix a ipad mini
      do y'all fix xbox controllers
      one of my airpods quit working
      my right earbud has no sound
      my apple watch screen broke
    `),
    es: lines(`
      arreglan ipads
      reparan samsung
      pueden arreglar mi tablet
      arreglan apple watch
      mi reloj apple se rompio
      arreglan computadoras
      reparan laptops
      arreglan celulares android
      mi samsung tiene la pantalla rota
      arreglan airpods
      mi ipad no carga
      tambien arreglan ipad
      solo iphone o tambien otros
      reparan motorola
      arreglan la macbook
      mi compu esta lenta
      arreglan pixel
      pueden ver mi galaxy
      cambian pantalla de ipad
      reparan relojes
      mi tableta no prende
      arreglan audifonos
      hacen reparacion de samsung
      tengo un android no iphone
      arreglan otras marcas
      reparan computadoras portatiles
      arreglan la pantalla de la tablet
      fix mi ipad
      mi apple watch no carga
      tambien trabajan con android
      uno de mis airpods ya no suena
      mi audifono derecho no funciona
      se me rompio el reloj apple
    `),
  },
];
