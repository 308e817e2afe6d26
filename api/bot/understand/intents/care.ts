// Intents about what comes with a repair: the phone's data, and devices other than an iPhone.
import { onePerLine, type Intent } from "./intent.ts";

export const care: Intent[] = [
  {
    id: "data-safety",
    answer: "data-safety",
    gist: { en: "what happens to the data on your phone", es: "los datos de su teléfono" },
    en: onePerLine(`
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
      will you need my lock screen code
      do i have to give you my password
      do the techs go through my pics
      will anyone look at my photos
      do your guys snoop in the phone
      should i back it up before coming in
      do i need to do a backup first
      will my texts get deleted
      my phone is dead but i really need the pictures off it, can you get them
      who gets to see whats on my phone while you have it
      do you need my passcode to fix it
      do i have to unlock it for you
      will yall see my photos
      do i lose my pictures if u change the screen
      do i have to reset it before i bring it
      is my stuff gonna get erased
      should i back up to icloud first
      will u need my passcode
      can my texts get deleted in the repair
      does a battery swap wipe anything
    `),
    es: onePerLine(`
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
      necesitan mi contraseña del cel
      tengo que darles mi clave
      van a ver mis fotos
      tengo que hacer copia de seguridad antes
      se borran mis chats
      se me van a perder mis fotos si lo arreglan
      mi telefono no enciende pero quiero recuperar mis fotos
      se pueden sacar los datos de un cel que no prende
      quien puede ver mi informacion mientras tienen mi telefono
      alguien revisa mis fotos cuando lo arreglan
      le borran todo al telefono al repararlo
      si lo reparan se me borran los chats de whatsapp
      voy a perder mis contactos si le cambian la pantalla
      tengo que darles mi contraseña
      ocupan que lo desbloquee
      debo hacer copia de seguridad antes de llevarlo
      conviene guardar todo en icloud antes de la reparacion
      se me borran las fotos si cambian la pantalla
      pierdo mis fotos si me cambian la bateria
      tengo que respaldar antes de llevarlo
      se me borran los chats si lo reparan
      no quiero perder mis whatsapps
      mis contactos se quedan en el telefono
    `),
  },
  {
    id: "other-devices",
    answer: "services",
    gist: { en: "a device that is not an iPhone", es: "un aparato que no es un iPhone" },
    en: onePerLine(`
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
      my airpod case wont charge
      one of my earbuds is dead
      can you fix airpods
      my right airpod has no sound
      do you fix apple watch screens
      can you replace the battery on a samsng galaxy s22
      xbox controller stick drift fix?
      do you repair nintendo switch screens
      my pixel 6 screen is cracked can you do it
      google pixle charging port
      do yall fix hp laptop keyboards
      galaxy a54 back glass replacement
      can you fix a playstation that wont turn on
      do u fix ipads too
      can you look at my macbook keyboard
      my apple watch glass is cracked can yall fix it
      do you work on samsung phones
      airpods not charging can you repair those
      do you do laptop repairs
      can u fix a pixel screen
      my ipad wont turn on do u fix tablets
    `),
    es: onePerLine(`
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
      mi audifono derecho no suena
      arreglan airpods
      se me descompuso un audifono
      un airpod no carga
      manejan reparaciones para ipad
      arreglan teclados de computadora dell
      mi samsung tiene la pantalla quebrada, lo reparan
      le cambian el puerto de carga a un motorola
      arreglan controles de xbox
      mi google pixel no carga, me lo arreglan
      reparan consolas como el nintendo switch
      le cambian la pantalla a una laptop lenovo
      componen laptops
      reparan relojes de apple
      mis airpods no se escuchan
      el audifono derecho no suena
      el cargador de mis audifonos no carga
    `),
  },
];
