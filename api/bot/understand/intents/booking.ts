// Intents about a booking: how to make one, whether one is needed, a repair's state on the tracker,
// changing or cancelling it.
import { lines, type Intent } from "./intent.ts";

export const bookingIntents: Intent[] = [
  {
    id: "booking-how",
    answer: "booking-how",
    gist: { en: "how to book a repair", es: "cómo reservar una reparación" },
    en: lines(`
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
    `),
    es: lines(`
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
    `),
  },
  {
    id: "walk-in",
    answer: "appointment",
    gist: { en: "whether you need an appointment", es: "si necesita cita" },
    en: lines(`
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
    `),
    es: lines(`
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
    `),
  },
  {
    id: "repair-state",
    answer: "repair-state",
    gist: { en: "how your repair is going", es: "cómo va su reparación" },
    en: lines(`
      is my phone ready
      any update on my repair
      my tracker says waiting for a part
      the tracker says waiting for your ok what do i do
      how do i approve the estimate
      status of my repair
      is my iphone done yet
      the page says diagnosing what does that mean
      my repair says ready for pickup
      when can i pick up my phone
      can i pick it up now
      it says checked in
      my booking says confirmed what now
      did you finish my phone
      whats the status on my iphone
      my tracker hasnt changed
      what does waiting for part mean
      how long will waiting for a part take
      i got a text that its ready
      it says repairing
      is it fixed yet
      i dropped off my phone yesterday any news
      how do i say yes to the estimate
      i want to decline the estimate
      the estimate is too high can i say no
      where do i see my repair status
      how do i track my repair
      my link says booked
      it says missed what happened
      it says no show but i came
      where do i ok the quote
      can i check on my phone
      is it ready for pick up
      my order says collected but i dont have it
      did my part come in
      whats happening with my phone
      when will my phone be ready
      what do i do now its waiting for approval
      tracker stuck on diagnosing
      i need to approve something?
      any update on my iphone
      is it done yet
      hey is my phone ready to pick up
      how much longer on my repair
      are yall almost done with my phone
      left my phone there yesterday whats the status
      did you finish my battery yet
      still waiting on my phone, whats going on
      got the ready text, can i swing by and grab it
      when can i pick mine up, dropped it this morning
      how is the repair going
      its been a couple days since i dropped it off
      is the screen on my 12 fixed yet
      yall still on my phone? it's been a while
      how's it coming with my iphone
      any progress on mine
      is somebody working on my phone right now
    `),
    es: lines(`
      como va mi reparacion
      mi seguimiento dice esperando una pieza
      dice esperando su aprobacion que hago
      como apruebo el presupuesto
      ya puedo pasar a recogerlo
      ya quedo mi iphone
      dice en diagnostico que significa
      dice listo para recoger
      cuando lo puedo recoger
      que estatus tiene mi reparacion
      alguna novedad de mi telefono
      ya llego la pieza
      dice en reparacion
      como rechazo el presupuesto
      el presupuesto es muy caro puedo decir que no
      donde veo como va mi reparacion
      mi link dice reservada
      dice recibido que sigue
      dice no se presento pero si fui
      ya terminaron mi celular
      cuando estara listo mi telefono
      como sigo mi reparacion
      donde apruebo el precio
      ya esta arreglado
      dice confirmada que hago
      que pasa con mi telefono
      me llego un mensaje que esta listo
      cuanto tarda esperando pieza
      mi tracker dice waiting for part
      como va mi telefono
      ya esta listo mi cel
      ya acabaron con mi iphone?
      cuanto falta para mi reparacion
      ya cambiaron mi bateria?
      deje mi cel ayer, como va
      me llego el mensaje que ya esta, puedo pasar por el
      ya van dos dias y nada de mi telefono
      ya quedo la pantalla de mi 13?
      a que hora puedo recoger mi cel
      todavia estan trabajando en mi cel? ya paso mucho
      hay avances con mi telefono
    `),
  },
  {
    id: "change-cancel",
    answer: "my-booking",
    gist: { en: "changing or cancelling your booking", es: "cambiar o cancelar su cita" },
    en: lines(`
      i need to push my appointment back an hour
      something came up can i reschedule
      gotta cancel for thursday
      can i move my booking to saturday instead
      i wont make my 2pm can we change it
      how do i change the time i picked
      i want to drop my appointment
      can i change my appointment
      how do i cancel
      i need to cancel my booking
      can i reschedule
      i booked for tuesday can i make it wednesday instead
      move my appointment to friday
      i cant make it today
      i need to change the time
      cancel my appt
      how do i reschedule my repair
      can i push my appointment back
      i want to cancel
      change my booking
      i'm running late can i come later
      can i move it to next week
      something came up i cant come
      can i switch to the afternoon
      i need a different day
      can you cancel it for me
      how do i change the date
      please cancel my reservation
      i wont make it
      can i come earlier than my booking
      reschedule to saturday pls
      how to cancel a booking
      i made a mistake on my booking
      i put the wrong model on my booking
      can i change the repair i booked
      i need to move my slot
      push it to tomorrow
      change appointment time
      my plans changed can i rebook
      is there a fee to cancel
      cancel it
      i booked twice cancel one
      can i change the time on my link
      i want another time
      how late can i cancel
      i need to cancel my screen repair
      gotta reschedule
      i'll be late
    `),
    es: lines(`
      puedo cambiar mi cita
      como cancelo
      quiero cancelar mi cita
      puedo reprogramar
      reserve para el martes puedo ir el miercoles
      no puedo ir hoy
      necesito cambiar la hora
      cancelen mi cita por favor
      cambiar la fecha de mi cita
      voy a llegar tarde
      puedo moverla para la otra semana
      se me complico no puedo ir
      me la cambian para la tarde
      necesito otro dia
      me la pueden cancelar
      como cambio la hora
      puedo ir mas temprano
      quiero cambiar mi reservacion
      me equivoque en la reserva
      puse otro modelo en la cita
      cambiar la cita para mañana
      hay cargo por cancelar
      cancelala
      reserve dos veces cancelen una
      como muevo mi cita
      hasta cuando puedo cancelar
      necesito reagendar
      cancel mi cita porfa
      cambien mi cita al sabado
      no voy a poder a las 3, me cambian a las 5
      se me hizo tarde, puedo mover mi cita
    `),
  },
];
