// Intents about coming to the shop: its hours and its free times.
import { onePerLine, type Intent } from "./intent.ts";

export const visit: Intent[] = [
  {
    id: "hours",
    answer: "hours",
    gist: { en: "when we're open", es: "cuándo abrimos" },
    en: onePerLine(`
      what are your hours
      when do you open
      when do you close
      are you open today
      are you open now
      r u open sat
      open on sunday?
      what time do you close today
      hours tomorrow
      whats ur hours
      are you guys open right now
      what time do yall open
      open late?
      are you open on christmas eve
      are you open on thanksgiving
      store hours
      business hours pls
      until what time are you open
      you open tomorrow morning
      what time do you open on saturday
      how late are you open
      open this weekend?
      are you closed on sundays
      is the shop open rn
      are you open on monday
      when do u close on friday
      opening hours
      what days are you open
      are you open at 5
      still open?
      what time you close tonight
      are you open new years day
      open hours this week
      u open 2moro
      when do you guys shut
      what time does the store open
      are you open at 9am
      r yall open
      are you open on holidays
      hours for wednesday
      how long until you close
      is 9am too early to come by
      can i stop in at 7 tonight or are you closed
      how early can i come in
      what time do yall open up
      when do u close on fridays
      r u open on sundays
      whats ur hours this week
      how late u open tonight
      open on the weekend or nah
      what time yall shut down today
      hours on saturday?
      when u open tmrw
      what time do you close saturday
      how early do you open
      till what time r u open today
      what about sunday
      how about fridays
      ok and what about the weekend
    `),
    es: onePerLine(`
      abren el dia de año nuevo
      estan abiertos en año nuevo o cierran
      hasta que hora estan abiertos hoy
      abren temprano los sabados
      que horario manejan entre semana
      a que hora abren el lunes
      estan abiertos ahorita
      cierran a la hora de la comida
      cuales son sus horas
      trabajan los domingos o no
      a qué hora cierran
      estan abiertos hoy
      abren el domingo
      que horario tienen
      estan abiertos ahorita
      abren mañana
      abren el sabado
      hasta que hora estan abiertos
      horario de la tienda
      abren en navidad
      estan abiertos el fin de semana
      cierran los domingos
      que dias abren
      abren temprano
      hasta que hora atienden
      estan open hoy
      a q hora abren manana
      siguen abiertos
      abren el lunes
      horas de atencion
      estan abiertos a las 5
      que dias trabajan
      abren los feriados
      a que hora abren el sabado
      cierran tarde
      estan abiertos el 24
      el horario porfa
      abren hoy o no
      puedo llegar a las 9 o es muy temprano
      a las 7 de la noche todavia estan abiertos
      ya cerro la tienda o todavia
      todavia andan abiertos ahorita
      ya abrieron?
      a q hora cierran hoy
      estan trabajando ahorita
      que horario tienen entre semana
      horario de lunes a sabado
      abren en accion de gracias
      el 4 de julio estan abiertos
      hasta que hora atienden los dias de semana
      a que hora abren los sabados
      abren los domingos
      cual es su horario entre semana
      y que tal el domingo
      y el sabado como le hacen
    `),
  },
  {
    id: "free-times",
    answer: "visit",
    gist: { en: "a free time to come in", es: "un horario libre para venir" },
    en: onePerLine(`
      whats open on thursday
      any slots left this afternoon
      can i get in tomorrow around 3
      when is your next opening
      got anything free saturday morning
      what times can i come in friday
      is 11am tomorrow available
      any openings tomorrow
      whats your earliest appointment
      do you have anything available today
      can i come in at 3
      any free slots saturday
      when is the next available time
      can i book for tomorrow afternoon
      can you fit me in today
      do you have time this afternoon
      earliest you can see me
      can i come by at 2pm
      availability for friday
      what times are free tomorrow
      can i drop it off monday morning
      any spots open this week
      is 4pm free
      i want to come in asap
      next open slot?
      can i schedule for wednesday at 11
      can i come in tomorrow at 10
      do you have room for me today
      can you squeeze me in
      what times do you have
      when can i bring it in
      free times on saturday?
      can i come in right now
      is there a slot at noon
      book me for the earliest
      can i come at lunch tomorrow
      whens the soonest i can come
      is tomorrow morning open for appointments
      what appointment times do you have left
      can i swing by this evening
      do you have an opening at 5
      can i get in on thursday
      are there appointments left today
      i need a time slot for my battery
      when are you free
      can i come in 30 minutes
      available times for a screen repair
      soonest appointment for battery
      can i come in around 2 tomorrow, is that slot open
      is there a spot around noon tmrw
      do you have an opening thursday afternoon
      can you fit me in at 3 today
      any slots left saturday morning
      got any openings thursday around noon
      anything free saturday before lunch
      could you squeeze me in at 2 tomorrow
      is there a slot left this afternoon
      can you fit me in at 11 today
      any chance you can see me at 3:30 this afternoon
      do you have an opening monday morning
      anything open the week after christmas
      when is your next free spot for a battery
      got any openings this afternoon
      can i grab a slot tomorrow
      whens ur next free spot
      u got room for me at 2
      can i come thru around 1 today
      any time open friday after work
      first available time tomorrow
      can i get in this morning for a battery
      is there an open spot later today
      do yall have anything at 4
      i want to make an appointment
      put me down for a repair
      book me in please
      i wanna book a time
    `),
    es: onePerLine(`
      tienen citas para mañana
      a que hora puedo ir
      puedo ir hoy a las 3
      tienen espacio hoy
      cual es la cita mas pronto
      hay horarios libres el sabado
      puedo pasar mañana en la mañana
      me pueden atender hoy
      que horas tienen disponibles
      puedo llevarlo el lunes
      hay lugar esta tarde
      quiero una cita lo antes posible
      tienen turno para el viernes
      cuando puedo llevarlo
      puedo ir ahorita
      hay disponibilidad mañana
      puedo ir a las 4
      tienen algo libre hoy
      puedo pasar al mediodia
      cuando es la proxima cita
      me hacen un espacio hoy
      puedo ir en la tarde
      hay citas esta semana
      que horarios hay libres
      quiero agendar para el jueves
      puedo traerlo mañana a las 10
      lo mas pronto que pueda ir
      tienen slot libre hoy
      hay espacio el sabado en la mañana
      cuando me pueden recibir
      hay espacio mañana como a la 1
      tienen un hueco mañana a mediodia
      cual es la primera cita libre el lunes
      tienen algo disponible el viernes temprano
      hay chance de que me atiendan hoy con cita
      tienen lugar hoy para una cita
      mañana despues de las 3 les queda cupo
      que horarios libres tienen hoy
      que dias tienen libres la proxima semana
      hay citas despues de año nuevo
      tienen algun hueco hoy en la tarde
      a que hora hay espacio mañana
      tienen lugar para hoy a las 2
      me pueden recibir mañana temprano
      hay algun espacio libre el viernes
    `),
  },
];
