// What the shop's data does not say, asked as a finer kind (kinds.ts): selling or buying phones,
// trade-ins, unlocking from a carrier, insurance claims, a loaner, accessories, moving data to a new
// phone, gift cards, a restroom, the wifi, a job. Answered "I can't confirm that, call us", unless an FAQ
// entry of the owner's holds the question's words (find/): then the owner's words answer.
// Not here, because an intent's examples already say them: a dead phone's photos got off it (the data),
// paying with a gift card (the payment), a phone shipped in or picked up (the area), trading in against
// Apple (the comparison), the passcode to unlock it for the repair (the data).
import { onePerLine, type Intent } from "./intent.ts";

export const beyondTheData: Intent[] = [
  {
    id: "unknown",
    answer: "unknown",
    gist: { en: "something we'd have to confirm by phone", es: "algo que tendríamos que confirmar por teléfono" },
    en: onePerLine(`
      how many people work at the shop
      how many techs do you have
      do you guys sell iphones
      are your techs certified
      do the repair guys have any certifications
      is your staff trained by apple
      do you have any phones for sale
      got any used iphones for sale
      do yall sell refurbished phones
      can i buy a phone from you
      i need a cheap phone do you sell any
      will you buy my old iphone
      do you buy broken phones
      how much would you give me for my 12 pro
      can i sell you my cracked iphone
      do u buy phones for cash
      do you take trade-ins
      can i trade my old phone in
      how much credit do i get if i trade in my iphone
      tradein value for an 11?
      can you unlock my iphone so it works with any carrier
      carrier unlock?
      my phone is locked to att can u unlock it
      do you do sim unlocks
      i need my phone unlocked
      unlocking?
      can u unlock an att iphone
      do you guys do unlocking for cricket phones
      does my phone insurance cover this
      can i file an insurance claim through you
      do you work with asurion
      do you bill my insurance
      can i borrow a phone while mine is in the shop
      do you lend out phones during repairs
      loaner?
      do you sell chargers and cables
      got any lightning cables
      do you carry screen protectors
      do u sell tempered glass
      do you have otterbox cases
      can i get a phone case while im there
      do you sell airpods
      can you move everything from my old phone to my new one
      i need my contacts moved to my new iphone
      can you copy my photos onto my new phone
      can you set up my new iphone for me
      do you help people set up new phones
      i need help setting up my new iphone 16
      phone setup service?
      i got a new phone can you help me switch everything over
      do you do data transfers from an old phone to a new one
      i need my data transferred to my new iphone
      data transfer to a new phone?
      can u transfer my stuff from my android to an iphone
      do you sell gift cards
      can i buy a gift card for my son
      gift certificate?
      is there a bathroom i can use
      do you have a restroom
      can i use your restroom while i wait
      whats the wifi password
      do you have free wifi while i wait
      is there wifi in the store
      are you hiring
      any job openings
      got any openings for techs
      looking to hire anyone?
      im looking for a job as a tech
      do you need any help, im looking for work
      how do i apply to work there
      can i get a job there
      do you hire technicians
      do you do screen protector installs
      do you put on glass protectors
      can you jailbreak my phone
      can you activate my new phone with my carrier
      do you give trade in credit toward a repair
      can i swap my old phone for store credit
      will you do an insurance repair
      my carrier insurance needs a receipt from the shop, can you do that
      do you accept insurance for repairs
      can i get a gift card for someone
      do you do gift cards for the holidays
      do you have any positions open
      looking for work, do you need a tech
      can i drop off a resume
      do you have chargers for sale
      need a usb c cable, got any
      sell any cords?
      do you have car chargers
      wheres the bathroom
      can my kid use the bathroom
      can i get on your wifi while i wait
      do you have wifi for customers
      sim unlock service?
      will my insurance cover a new battery
      can i use insurance to pay for a cracked screen
      insurance claim for my 14 screen, do you handle that
      can i trade my pixel in toward an iphone
      do you take trade ins on androids
      do you sell gift cards for birthdays
      i want to get my mom a gift card for her birthday
      any openings for a new employee
      do you have openings for a part time job
      need any employees?
      do you sell tempered glass for the 15
      bubbles under the tempered glass i bought
      my screen protector is peeling can you redo it
    `),
    es: onePerLine(`
      cuantos empleados tienen
      los tecnicos estan certificados?
      tienen certificacion los que reparan
      venden celulares
      tienen iphones a la venta
      venden telefonos usados
      tienen cels reacondicionados
      le puedo comprar un telefono
      me compran mi iphone viejo
      cuanto me dan por mi 13
      compran celulares rotos
      le vendo mi cel que ya no sirve
      aceptan mi telefono viejo como parte de pago
      hacen intercambio de celulares
      me pueden liberar el iphone
      liberan celulares de compania
      mi cel esta bloqueado con at&t, lo pueden liberar
      hacen liberaciones de celulares
      me pueden desbloquear el cel para usarlo con otra compañia
      desbloquean cels de compañia
      quiero desbloquear mi telefono de la red
      el seguro del celular cubre esto
      trabajan con aseguradoras
      puedo usar mi seguro de telefono
      me prestan un celular mientras arreglan el mio
      tienen telefonos prestados
      me dan un cel de prestamo
      venden cables y cargadores
      tienen fundas para el 15
      venden micas de vidrio
      tienen protectores de pantalla
      venden audifonos
      me pasan todo al cel nuevo
      pueden pasar mis fotos a mi nuevo iphone
      me ayudan a configurar mi telefono nuevo
      me pueden configurar el iphone que acabo de comprar
      transfieren los contactos al otro cel
      hacen transferencia de datos a un celular nuevo
      venden tarjetas de regalo
      tienen certificados de regalo
      hay baño
      puedo usar el baño mientras espero
      tienen sanitario para los clientes
      donde esta el baño
      cual es la clave del wifi
      tienen wifi gratis
      estan contratando
      buscan tecnicos
      tienen vacantes
      busco trabajo de tecnico, estan contratando
      como aplico para trabajar con ustedes
      hay chamba ahi
      me ponen la mica
      me pueden activar el telefono con mi compañia
      me reciben mi cel como parte de pago
      dan credito por mi celular viejo
      aceptan seguro
      mi aseguradora paga la reparacion
      venden gift cards
      necesitan personal
      hay vacantes para tecnico
      donde dejo mi curriculum
      tienen cargadores a la venta
      venden vidrio templado
      tienen cables tipo c
      hay sanitarios
      puedo pasar al baño
      tienen wifi para los clientes
      me pasan la contraseña del wifi
      me dan un telefono mientras me reparan el mio
      compran celulares usados
      tienen celulares en venta
      el seguro paga el cambio de bateria
      puedo pagar la pantalla con el seguro del cel
      reciben mi samsung a cambio de otro cel
      tienen tarjetas de regalo para cumpleaños
      ocupan empleados
      buscan gente para trabajar
      venden micas para el 14
      quiero regalarle una tarjeta de regalo a mi hermana
      hay internet gratis mientras espero
      tienen popsockets
      pueden pasar la info de mi android al telefono nuevo
    `),
  },
];
