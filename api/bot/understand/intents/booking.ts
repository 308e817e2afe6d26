// Intents about booking: how to make one online, and whether one is needed at all (walk-ins).
import { onePerLine, type Intent } from "./intent.ts";

export const bookingIntents: Intent[] = [
  {
    id: "booking-how",
    answer: "booking-how",
    gist: { en: "how to book a repair", es: "cómo reservar una reparación" },
    en: onePerLine(`
      how does booking work on ur site
      whats the best way to set up a repair time
      can i reserve online or gotta call
      walk me through booking a screen fix
      where on the website do i pick a time
      what do i need to fill out to reserve
      can i make the appt for someone else
      do i get a confirmation when i book online
      what info do i need to book
      how do i book online
      how do i make an appointment
      what do i need to give you to book
      can i book online
      how does booking work
      is there a website to book
      how can i schedule a repair
      what details do you need for a booking
      do you need my email to book
      do i need to make an account to book
      where do i book
      can i make an appointment on the website
      how to book a repair
      what info do u need from me
      do i need to put my phone number
      what do you need to know before i come
      booking process?
      how do i set up an appointment
      can i book through the chat
      is there an online form
      how do i get on the schedule
      what do i fill out to book
      booking link?
      where is the booking page
      can you book me in
      what do i put in the booking form
      do you need my name and number
      i want to make a booking how
      what do i need to fill in to book online
      which details does the booking form ask for
      what does the online booking ask me
      is my email required to book
      do i have to give my phone number to book
      how do i use your booking page
      can i pick a time online
      how do i book a battery online
      how to schedule online
      whats the website to make a booking
      how do i make an appointment for a screen
      whats the process to book
      can i book for someone else
      my grandma wants to book but has no email
      is there a website to book on
      where do i go to make a booking
      can i book over the phone or only online
      what do i need to book
      how do i schedule a battery swap
      link to book?
      can i set up an appt for my son
      can i book on the website or do i have to call
      is booking online or by phone
      i need a screen replacement how do i set that up
      how do i book a battery swap
      want to schedule a charging port repair how
      how do i make an appointment for my daughter
      can i book for someone else
      my dad doesnt have an email can he still book
      can i book without an email address
      how do i reserve a time for a screen fix
      booking for my grandma how does that work
      i want to get my battery done how do i sign up
      what details do you need from me to set up an appointment
      is there an app i download to make the appointment
      can i make the appointment for my mom, its her phone
      two of us need screens, do we book once or twice
      booking for my teenager, does he need to be there
      how do i set up an appt online
      whats the link to book
      can i book thru the website
      do i need an account to book a repair
      how do i lock in a time
      how do i reserve a spot online
      where do i go to make the booking
      what do i need to book a screen repair
      how does the online booking thing work
      can i book for my mom on ur website
    `),
    es: onePerLine(`
      como funciona lo de reservar en linea
      donde le pico para hacer la cita
      se puede reservar por la pagina
      que datos me piden para agendar
      puedo sacar cita para mi esposo
      me llega confirmacion si reservo por internet
      como aparto un horario para la pantalla
      hay que llamar o se agenda en la web
      que datos necesito para reservar
      puedo reservar en linea
      como reservo
      que informacion les doy para la cita
      como funciona la reserva
      hay pagina para reservar
      como agendo una reparacion
      necesito hacer cuenta para reservar
      donde reservo
      como saco una cita
      que tengo que llenar para reservar
      necesitan mi correo para la cita
      como hago la reservacion
      el link para reservar
      como apartar una cita en la pagina
      se puede reservar por internet
      que piden para agendar
      me pueden agendar por aqui
      necesitan mi numero para la cita
      como hago booking online
      hay formulario para reservar
      quiero reservar como le hago
      como reservo desde el celular
      que datos pide la reserva en linea
      tengo que dar mi correo para reservar
      como reservo por la pagina
      como escojo la hora en linea
      que me piden para la cita en internet
      como hago una cita para la pantalla
      puedo hacer la cita por otra persona
      mi abuela quiere reservar pero no tiene correo
      hay pagina para agendar
      puedo reservar por telefono o solo en linea
      que necesito para reservar
      como agendo un cambio de bateria
      me pasas el link para reservar
      quiero agendar un cambio de pantalla como le hago
      como reservo para cambiar la bateria
      puedo hacer la cita para mi mama
      mi papa no tiene correo puede agendar igual
      se puede agendar sin email
      que necesito para sacar cita
      me explicas como hago la cita
      piden correo para reservar o solo el numero
      hay alguna aplicacion para agendar
      ayudame a sacar una cita, que datos ocupo
      como le hago para apartar un horario en linea
      puedo hacer la cita a nombre de mi mama
      somos dos con el cel roto, hacemos una cita o dos
      el telefono es de mi hijo pero yo hago la cita, se puede
      como hago una cita en linea
      donde reservo en la pagina
      como rezervo una cita
      como hago el booking en la pagina
      donde esta el link pa sacar cita
      me llega algun mensaje cuando ya reserve
      quiero apartar para cambio de pantalla de mi 11, como
      se puede agendar desde el celular o ocupo compu
      que pasos sigo para hacer la cita en linea
      me ayudas a reservar? no le entiendo a la pagina
      hay que poner el modelo del cel al reservar
      es necesario poner mi nombre completo para la cita
      mi suegra quiere cita pero no sabe usar internet, como le hacemos
      tengo que crear usuario para reservar
    `),
  },
  {
    id: "walk-in",
    answer: "appointment",
    gist: { en: "whether you need an appointment", es: "si necesita cita" },
    en: onePerLine(`
      is walk in ok
      do i need to book ahead or can i walk in
      can i just show up
      do i have to book first
      do i need an appt for a screen
      do you do appointments
      do i need to book for a battery
      how do appointments work here
      can i walk in
      can i walk in without booking
      walk ins welcome?
      is an appointment required
      appointment needed?
      do i have to schedule or just come
      can i come without an appointment
      do yall take walkins
      appointment or walk in
      is it first come first serve
      can i stop by without calling
      do i need to call ahead
      should i call before i come
      can i just drop in
      do you need an appointment for a battery
      is booking required
      no appointment ok?
      can i walk in for a screen repair
      do you accept walk-ins on saturday
      walk in or appt
      is it walk in only
      do i need to reserve
      is it ok if i dont book
      must i book
      can i come in without booking first
      do you see people without appointments
      walkin ok
      need appt?
      do u need an appointment
      can i pop in anytime
      can i just stop by without booking anything
      no appointment needed right, i can just come
      is it first come first served
      do i need an appt or can i just swing by
      gotta book first or can i just roll up
      can i just pull in without booking
      do i have to schedule or can i show up whenever
      is an appointment required or can i just come
      can i just stop by or do i need to make an appt first
      do yall take people without appts
      u guys take walk ins
      can i roll in without an appt
      do i need to make an appointment first or nah
      is it ok to just walk in today
      walkins accepted on weekends
      do you only do appointments
      do i gotta book or can i just come in
      is it appointment only
      are walk ins allowed for battery swaps
      can i come in without reserving a spot
      if i just show up will yall take me
      do i have to book first or can i show up at 11
      appointment needed or can i just swing by around 1
      can i come at 10 or do i gotta book
      must i reserve or is coming in at 4 ok
    `),
    es: onePerLine(`
      necesito cita
      puedo ir sin cita
      aceptan sin cita
      hay que reservar antes
      necesito cita para la bateria
      se necesita cita
      puedo llegar directo
      atienden sin cita
      tengo que hacer cita o nomas llego
      es por orden de llegada
      hay que llamar antes
      llamo antes de ir
      puedo pasar sin avisar
      necesito reservar
      es obligatoria la cita
      sin cita esta bien
      reciben gente sin cita
      se puede llegar sin cita el sabado
      hay que apartar lugar
      necesito cita para la pantalla
      tengo que agendar primero
      puedo caer sin cita
      hace falta cita
      cita o sin cita
      walk in esta bien
      necesito appointment
      puedo ir nomas
      necesito hacer cita antes
      puedo pasar nomas sin apartar
      se puede llegar directo sin agendar nada
      atienden por orden de llegada
      tengo que sacar cita o nomas llego
      necesito apartar o puedo llegar asi nomas
      se ocupa cita o puedo caerle directo
      se puede llegar sin cita hoy
      atienden sin cita los sabados
      me atienden si llego sin cita
      se puede ir sin cita o tengo que agendar
      aceptan walk ins?
      puedo hacer walk in para la pantalla
      ocupo cita?
      nesesito sita para la bateria
      nomas llego o hay que reservar
      le puedo caer asi nomas con mi cel
      tengo que apartar o puedo pasar directo
      atienden a gente que llega sin avisar
      puedo llevar el telefono sin cita previa
      sin reservacion me reciben
      si llego sin cita me atienden igual
    `),
  },
];
