// Intents about a repair already booked: its state on the tracker, and changing or cancelling the booking.
import { onePerLine, type Intent } from "./intent.ts";

export const journey: Intent[] = [
  {
    id: "repair-state",
    answer: "repair-state",
    gist: { en: "how your repair is going", es: "cómo va su reparación" },
    en: onePerLine(`
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
      is my battery replacement done yet
      did u finish my charging port
      hows my screen repair coming along
      is the screen fix on my 13 done
      ready yet? dropped it off for the battery this morning
      are you done with my phone's camera
      is my back glass repair complete
      my repair finished or not
      hows my repair coming along
      any news on my screen
      when can i come get my phone
      did yall finish my battery yet
      my tracker says in repair what does that mean
      can i pick mine up today
      still waiting on my phone whats the status
      is somebody working on mine yet
      did the part come in for my phone
      its been two days is my phone ready
      whats taking so long with my repair
      u guys done with my 13 yet
      any updte on my phone
      whats the stauts of my repair
      yo is my iphone ready or nah
      hey just checking in on my 14, any word
      been 3 days no call, is it done
      tracker says in progress since monday is that normal
      it says awaiting approval, where do i click
      go ahead with the repair, i approve the price
      i dont want to pay that much, how do i say no and get my phone back
      hows the speaker fix coming on my 11
      is the back camera one finished
      can i come grab it today or is it not ready
      did the new screen come in yet for mine
      my status page hasnt moved in 2 days
      u guys still waiting on the part for my phone?
    `),
    es: onePerLine(`
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
      ya quedo lo de mi pantalla
      ya terminaron la bateria de mi cel
      como va lo de mi puerto de carga
      ya esta la reparacion de mi 12
      lo deje hace tres dias y nadie me ha avisado nada
      ya paso una semana y no se nada de mi telefono
      me llego el presupuesto, como lo acepto
      me enviaron la cotizacion, como le doy el visto bueno
      que le encontraron a mi cel que les deje
      ya quedo mi telefono
      ya esta listo mi cel para recoger
      ya esta ready mi phone?
      cual es el status de mi cel
      ya quedo? lo deje el lunes
      oigan y mi telefono, ya mero?
      como va mi iphone, lo necesito pal trabajo
      mi seguimiento sigue igual desde ayer
      dice esperando aprobacion, donde le doy aceptar
      no quiero pagar eso, como lo rechazo y recojo mi telefono
      ya llego la pantalla para mi 14?
      ya arreglaron la bocina de mi cel
      cuando me lo entregan
      ya puedo ir por mi celular o todavia no
      sigue en reparacion mi iphone?
      nadie me ha dicho nada de mi cel, ya esta?
      dice en progreso que quiere decir
    `),
  },
  {
    id: "change-cancel",
    answer: "my-booking",
    gist: { en: "changing or cancelling your booking", es: "cambiar o cancelar su cita" },
    en: onePerLine(`
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
      i picked the wrong date when i booked
      i chose the wrong time by mistake can it be fixed
      booked a battery but it turns out i need the screen, can that be updated
      i need to swap the repair on my appointment
      traffic is bad can you push my slot to 4
      i forgot i work that day, can we move it
      already got it fixed somewhere else, please remove my appointment
      delete my booking for monday
      scratch my appointment i dont need it anymore
      i need to cancel my appt
      need to reschedule my repair
      something came up can i change my time
      cancel my appointment pls
      can i push my appt to later
      how do i switch my appointment day
      i cant make it tomorrow can we change it
      wanna move my time to the afternoon
      how do i cancel the booking i made
      im gonna be late can i come later instead
      can we do my appt another day
      i booked the wrong time how do i fix it
      need to bump my appointment to next week
      i have to cancel something came up
      need to resched, somethin came up at work
      pls cancell my appt for tmrw
      kid is sick cant make it in today, can we do thursday
      can you bump me back 30 min
      running 15 behind, is my spot still good
      is it too late to cancel for today
      move me from 10am to 2pm
      change my booking to the 15 pro not the 14
      can i change the day online or do i need to call
      i wanna cancel and rebook for next month
      got called into work, can i come friday instead
      nevermind on the appointment, cancel it
    `),
    es: onePerLine(`
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
      me equivoque de dia al hacer la cita
      pasame la cita para el viernes
      se puede pasar mi cita para el lunes
      no me va a dar tiempo, me la recorren para mas tarde
      muevanme la cita a las 4 por favor
      olvide que tengo trabajo ese dia, puedo cambiar la cita
      eliminen mi reserva, ya no hace falta
      borren mi reservacion del martes
      ya lo arreglaron en otro lado, cancelen la cita
      quiero cambiar la reparacion de mi cita, era bateria no pantalla
      hay trafico, llego como a las 5, me la mueven
      puedo cambiar mi cita para otro dia
      no voy a poder ir, como la cambio
      necesito mover mi cita a la tarde
      quiero cambiar la hora de mi cita
      ya no puedo ir como cancelo
      me pueden pasar la cita para el lunes
      cancelar mi appointment porfa
      me enferme y no voy a poder ir, me la cambian
      pueden recorrer mi cita una hora
      ya no la necesito, quitenme de la agenda
      mi cita era el jueves pero mejor el sabado
      me cambian de las 10 a las 2
      en la cita puse pantalla pero era bateria, se puede corregir
      cancele por error, la puedo recuperar
      tengo cita mañana pero me salio trabajo
      voy tarde como 20 min, me esperan
      se puede adelantar mi cita
      kiero cambiar mi sita
      la cita del viernes me la pasan pal otro martes
      ocupo mover la hora de mi cita
      ando atrasado, me guardan el lugar un ratito
      siempre no voy a ir, borren la cita
      cancela mi cita de mañana plis
    `),
  },
];
