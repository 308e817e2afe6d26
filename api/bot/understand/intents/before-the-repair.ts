// Intents about what a visitor weighs before a repair: how busy the shop is now (and whether the part is in
// stock), how far ahead a booking can be made, having the phone looked at (and whether that check is free),
// and what happens, and whether they pay, when the phone cannot be fixed.
import { onePerLine, type Intent } from "./intent.ts";

export const beforeTheRepair: Intent[] = [
  {
    id: "busy",
    answer: "busy",
    gist: { en: "how busy the shop is and what's in stock", es: "cuánta gente hay y qué piezas tenemos" },
    en: onePerLine(`
      how busy are you right now
      is it busy rn
      are yall slammed today
      hows the line looking
      is there a line right now
      how many people are ahead of me
      is the shop packed at the moment
      any line right now or is it dead in there
      how long is the wait right now
      is it crowded in there
      r u guys busy today
      is now a good time to come or are you swamped
      how backed up are you today
      lots of people waiting?
      how many ppl in line
      busy?
      whats the wait like rn
      is the line long today
      is it crazy busy in there
      are there a lot of people in the shop right now
      how many are in line just to be seen
      how many ppl ahead of me rn
      how crowded does it get on saturdays
      how many phones are in the queue ahead of mine
      thinking of heading over, is it busy
      do you have the part in stock
      is the screen for my iphone in stock
      do u have batteries for an 11 in stock rn
      do you keep screens on hand or order them
      is the part available or do you have to order it
      do you stock charging ports for the xr
      got a back glass for a 14 in stock?
      is the screen for my 12 mini in stock or on backorder
      before i drive over do you have the part
      do you carry the parts in the shop or order them in
      any 13 batteries in stock on hand
      do you need to order parts for a screen
      can you check if my screen is in stock before i come
      do you have iphone 15 screens in stock
      is there stock for an se battery
      camera part in stock?
      you guys got the parts for an 11 speaker right now
      do u have the screen in stock or do u gotta order it
      out of stock on 14 screens?
      do yall have a battery for my xs right now
      is the back glass part in the shop already
      how many people are waiting in the shop
      how crowded is it this afternoon
      do you have a charging port in stock at the store
      are 14 screens in stock today
      do you have the parts in stock or do you special order
      is it a zoo in there today
    `),
    es: onePerLine(`
      estan muy ocupados ahorita
      hay mucha gente
      hay fila ahorita
      cuanta gente hay esperando
      cuanto hay que esperar ahorita por la gente
      esta lleno el local
      hay mucha espera hoy
      estan llenos hoy
      tienen la pieza
      tienen la pantalla del 13 en existencia
      hay bateria para el 11 en stock
      tienen en stock la pantalla
      tienen que pedir la pieza o ya la tienen
      tienen piezas para el 15
      tienen pantallas del xr en inventario
      hay existencia de puertos de carga
      cuanta gente tengo adelante en la fila
      hay mucha gente ahorita en la tienda
      como esta la fila ahorita
      hay mucho movimiento ahorita
      esta tranquilo ahorita o hay gente
      ahorita hay cola
      esta muy movido hoy
      antes de ir, tienen la pieza
      tienen la bateria de un 12 o la tienen que encargar
      les quedan pantallas del 13 mini en stock
      la pieza la tienen ahi o hay que esperar que llegue
      tienen mucho trabajo ahorita
      hay stock de camaras para el 14
      tienen el repuesto en existencia
      cuentan con la pieza en inventario
      tienen refacciones en existencia o las piden
      no tienen en existencia pantallas del 15 o se agotaron
      hay fila larga?
      estan busy ahorita
      tienen el part para el 12
      hay mucha gente esperando ahorita
      esta muy llena la tienda hoy
      hay muchos clientes ahorita o esta vacio
      checan si tienen mi pantalla antes de que vaya
    `),
  },
  {
    id: "booking-ahead",
    answer: "booking-ahead",
    gist: { en: "how far ahead you can book", es: "con cuánta anticipación puede reservar" },
    en: onePerLine(`
      how far ahead can i book
      how far in advance can i make an appointment
      can i book a month out
      can i book 3 weeks from now
      how many days ahead does the online booking go
      how far ahead can i schedule, like next month
      whats the furthest out i can book
      can i book way in advance
      is there a limit on how far ahead i can reserve
      can i make an appt for 2 months from now
      whats the booking window, how far ahead
      how far out does your calendar go
      can i reserve a spot months ahead for december
      how much notice do you need for a booking
      is there a minimum notice to book or can i do last minute
      can i book just an hour before the time i want
      how many days in advance do i need to book
      the calendar only shows a couple weeks can i book further
      the site wont let me pick a date next month
      why cant i pick a date 2 months away on the site
      can i book for after my vacation in 6 weeks
      i want to set something up for mid next month is that too early
      can i book something for 30 days from now
      how long in advance can you schedule
      can i plan ahead and book for next month
      max days ahead for booking?
      do you take bookings months out
      can i get on the calendar for next month
      can i book now for when im back in town in 3 weeks
      how far into the future can i book
      whats the minimum notice for online booking
      is it too short notice to book online for later today
      how last minute can i book
      do i have to book at least a day in advance
      your booking page only goes 2 weeks out?
      can i pre book a battery for next month
      can i reserve ahead for a screen on my 14 next month
      hey can i schedule like 6 weeks ahead
      can u book me in for next month already
      how far out r u booking
      when does the calendar open for next month
      can i book a repair for the end of next month
      how early in advance can i reserve
      how many weeks out can i make a reservation
      can i book a screen repair 2 months ahead
      is there a cutoff for how soon before i can book
      can i book a slot thats like 5 weeks away
      how far ahead does the online schedule let me go
      can i book for next month already or is it too soon
      how much advance notice for an appointment online
    `),
    es: onePerLine(`
      con cuanta anticipacion puedo reservar
      hasta cuando puedo reservar
      puedo hacer cita para el proximo mes
      puedo reservar con un mes de anticipacion
      cuantos dias antes puedo agendar
      se puede agendar con semanas de anticipacion
      hasta que fecha me deja reservar la pagina
      puedo apartar cita para dentro de 3 semanas
      que tan adelantado puedo hacer la cita
      la pagina no me deja escoger una fecha del otro mes
      puedo sacar cita para dentro de dos meses
      cuantos dias antes tengo que reservar minimo
      con cuanto aviso tengo que hacer la cita
      puedo reservar de ultimo momento o necesitan aviso
      puedo reservar con solo una hora de anticipacion
      cuantos dias hacia adelante tienen abierta la agenda
      la agenda hasta cuando llega
      puedo agendar desde ahorita para el mes que entra
      es muy pronto para reservar para el proximo mes
      puedo apartar desde ya para cuando regrese de viaje en un mes
      cual es lo mas lejos que puedo reservar
      hay limite de dias de anticipacion para reservar
      se puede reservar con mucha anticipacion
      cuanto antes hay que agendar
      puedo hacer booking para el otro mes
      puedo reservar para fin del mes que viene
      con cuantos dias de anticipacion se reserva
      reservan con meses de adelanto
      cuanto tiempo minimo antes de la cita tengo que reservar
      el calendario solo muestra dos semanas, puedo reservar mas adelante
      quiero apartar para dentro de 6 semanas se puede
      ya puedo reservar para el mes que viene
      con cuanto tiempo de adelanto aceptan citas
      puedo programar la cita con un mes de adelanto
      que tan lejos puedo agendar
      hasta cuantas semanas adelante dan citas
      cuanta anticipacion necesitan para una cita
      puedo agendar la bateria de mi 13 para el proximo mes
    `),
  },
  {
    id: "diagnosis",
    answer: "diagnosis",
    gist: { en: "having your phone checked, and whether that's free", es: "la revisión del teléfono y si es gratis" },
    en: onePerLine(`
      is the diagnostic free
      do you charge for diagnostics
      is diagnosis free on a 12 pro
      can you take a look at my phone
      can you diagnose my phone
      do you do free checks
      free diagnosis?
      can someone look at it and tell me whats wrong
      whats the diagnostic fee
      can you check it out and let me know what it needs
      can you run a diagnostic on my iphone
      do i have to pay for you to figure out whats wrong
      free inspection?
      is looking at it free
      how does the diagnosis work
      can i bring it in just for a check
      can you test it to see whats broken
      no idea whats wrong, can you look at it
      free estimate and diagnosis?
      will you look at it before charging me
      can you run a check to see if its the battery or the port
      can u take a look at my 14 pro max and tell me whats wrong
      does it cost anything to have it checked
      can you open it up and see whats wrong
      do you diagnose water damage for free
      can i get a free checkup on my phone
      will you tell me whats wrong before you fix it
      do you charge a bench fee
      inspection fee?
      is there a checking fee for a phone that wont turn on
      can someone just look at it real quick
      do u guys do diagnostics
      can you diagnose a 12 mini that got wet
      free diag?
      diagnostics free on a 15?
      do you look at phones for free
      can you see whats wrong with it for free
      can i get it looked at
      can you check my phone for free
      do you run a diagnostic test before fixing
      i need a diagnosis on my iphone
      is there a fee just to look
      checkup cost?
      whats it cost just to find out whats wrong
      id like a tech to look at my xr
      do yall charge to look at a water damaged phone
      can you check it and tell me if its worth doing
      is the diagnostic on an 11 free or paid
      do you do free diagnostics on water damage
      can you do a quick check on my 13 before i decide
    `),
    es: onePerLine(`
      el diagnostico es gratis
      cobran por el diagnostico
      me pueden revisar el cel
      la revision cuesta o es gratis
      lo pueden checar para ver que tiene
      revisan gratis
      hacen diagnostico
      me lo pueden diagnosticar
      no se que tiene mi cel, lo pueden ver
      quiero que le echen un ojo a mi iphone
      le pueden echar un vistazo a mi iphone para ver que tiene
      la revision tiene costo
      es gratis checarlo
      diagnostico gratis?
      me hacen diagnostico y me dicen que tiene antes de arreglarlo
      pueden ver que le pasa a mi 13
      me cobran algo solo por ver que tiene
      hacen revision sin costo
      lo pueden abrir para ver que tiene
      me hacen un chequeo del telefono
      tienen diagnostico gratis para un cel mojado
      quiero que me lo revisen
      pueden checar si es la bateria o el puerto
      cobran la revisada
      hay cargo por revisar
      la checada es gratis
      me lo revisan sin compromiso
      lo puedo llevar nomas para que lo vean
      pueden hacerle pruebas a mi cel
      el diagnostico del 14 pro tiene costo
      necesito un diagnostico de mi iphone
      me revisan el cel gratis o se paga
      ocupo que un tecnico revise mi telefono
      tienen diagnostico free
      pueden checarme el cel, no se que le pasa
      le dan una revisada rapida
      hacen presupuesto gratis
      cobran por diagnosticar un iphone mojado
      un tecnico me puede revisar el xr
    `),
  },
  {
    id: "no-fix",
    answer: "no-fix",
    gist: { en: "what happens if your phone can't be fixed", es: "qué pasa si su teléfono no tiene arreglo" },
    en: onePerLine(`
      what if you cant fix it
      do i pay if you cant fix it
      what happens if my phone cant be fixed
      if its not fixable do i still pay
      no fix no fee?
      any fee when a phone turns out unrepairable
      what if its beyond repair
      if you open it and cant fix it do i owe anything
      will i be charged if you fail to fix it
      what if the phone is too far gone
      if it turns out unfixable what happens
      do i get charged when you cant fix it
      if you cant repair my 12 do i pay anything
      what if the water damage cant be fixed
      is there a fee if you cant fix it
      if theres nothing you can do do i pay
      if its dead for good and cant be fixed do i still pay
      what happens if the board is fried and you cant fix it
      so if you guys cant fix it i dont pay right
      if its impossible to fix do i pay anything
      do you charge anything if you cant save it
      will i get my phone back as is if you cant fix it
      do you give it back if it cant be fixed
      say you cant fix it, then what
      if u cant fix it do i pay
      no fix no charge?
      do i pay for nothing if it stays broken
      if the phone cant be saved do you still charge me
      what if my phone is a lost cause and cant be fixed
      do you charge when a fix isnt possible
      whats your policy if you cant fix a phone
      will it cost me anything if you cant get it working
      if you cant get it to turn on do i pay
      if you cant do it do i still have to pay
      will you still charge me if it cant be done
      and if yall cant fix my 14 pro?
      what if the damage is too bad to fix
      is it free if you cant fix it
      what happens to the cost if it cant be saved
      do i lose money if you cant fix it
      if theres no fix do you charge a fee
      what if you find out it cant be repaired
      do i still pay something if it ends up unfixable
      if my xr cant be brought back do i owe you
      what if you try and cant get the screen working
      ya cant fix it, do i still gotta pay
      worst case you cant fix it, what do i pay
      if you cant fix the water damage on my 13 is it free
      charged even if it cant be fixed?
      what do you do if a phone cant be repaired
    `),
    es: onePerLine(`
      que pasa si no lo pueden arreglar
      si no tiene arreglo pago algo
      me cobran aunque no tenga arreglo
      y si no se puede reparar
      cobran si no lo pueden componer
      hay cargo si no lo arreglan
      que pasa cuando un celular no tiene solucion
      me lo regresan igual cuando no se puede arreglar
      tengo que pagar si no lo logran arreglar
      si no pudieron repararlo tengo que pagar
      que pasa si mi cel ya no tiene remedio
      en caso de que ya no tenga compostura me cobran algo
      no pago nada cuando no lo pueden arreglar verdad
      sin arreglo no hay cobro?
      y si mi 13 no se puede arreglar
      que hacen si no lo pueden reparar
      si la placa esta dañada y no se puede, me cobran
      si resulta que no tiene arreglo que pasa con el pago
      cuanto pago en caso de que no puedan con el
      si no lo pueden componer no me cobran nada verdad
      no fix no fee aplica?
      si no hay arreglo, pago algo o nada
      esta muy dañado, y cuando ya no se puede reparar que pasa
      si lo abren y no tiene arreglo
      pago igual si no lo arreglan
      me cobran aunque no logren que prenda
      si el agua lo daño demasiado y no se puede arreglar
      que politica tienen si no lo pueden arreglar
      si no se puede hacer la reparacion que pasa
      cobran aunque no lo arreglen
      y si al final no tiene arreglo, que
      si mi iphone no tiene reparacion pago el intento
      si no queda, no me cobran
      me cobran por intentar si no se arregla
      que pasa en caso de que no lo puedan salvar
      ya no sirve para nada, tengo que pagar algo o no
      y si ustedes no lo pueden fix, pago
    `),
  },
];
