// The texts the shop sends about a booking, and how to stop them (site/_data/booking.ts textConsent).
import { onePerLine, type Intent } from "./intent.ts";

export const textIntents: Intent[] = [
  {
    id: "texts",
    answer: "texts",
    gist: { en: "the texts we send", es: "los mensajes de texto" },
    en: onePerLine(`
      stop texting me
      stop
      how do i stop the texts
      unsubscribe
      i dont want texts
      why are you texting me
      quit sending me messages
      remove my number
      no more texts please
      take me off your list
      why did i get a text from you
      what texts will you send
      do you send reminders
      i keep getting texts
      how do i opt out
      can you text me instead of calling
      i didnt sign up for texts
      stop sending me sms
      who is texting me
      i got a reminder text
      how do i turn off notifications
      dont text me
      i want to stop messages
      do you spam
      will i get text updates
      how many texts do you send
      is this number going to get texts
      opt out of sms
      end texts
      can i get texts about my repair
      what is this text about
      reply stop?
      please stop messaging this number
      how do i unsubscribe from reminders
      do you text about promotions
      are texts free
      msg and data rates?
      text help
      i want text updates
      do you send a text when it is done
      i didnt get any confirmation message
      is this sms really from your shop
      how do i turn off the texts
      no text came after i booked
      are these messages legit or spam
      already picked up my phone, please stop the texts
      repair is done, no more messages please
      how do i unsubscribe from your texts
      will i get a text when its done
      do you text when the phone is ready
      do yall send a message when its finished
      how do i stop the texts my phone is already fixed
      make the messages stop please
      i keep getting msgs from you, how do i turn them off
      stop sending me sms my repair is done
      unsubscribe me from the text updates
      got a message saying my phone is ready, is that really you
      is this text from you guys or a scam
      someone texted me about a repair and i dont know the number
      never got the confirmation text for my appointment
      if i answer stop to your texts what happens
      random number texted me about my repair, is it yours
      why do i keep getting texts from u
      i dont want sms from you
      can i get text updates on my repair
    `),
    es: onePerLine(`
      dejen de mandarme mensajes
      ya no me manden textos
      como paro los mensajes
      no quiero mensajes
      por que me mandan mensajes
      quitenme de la lista
      borren mi numero
      me siguen llegando textos
      como me doy de baja
      no me escriban mas
      me avisan por mensaje cuando este listo
      mandan recordatorios
      que mensajes mandan
      me llego un texto de ustedes
      quien me esta mandando mensajes
      cancelar los mensajes
      stop mensajes
      ya basta de mensajes
      me pueden mandar texto en vez de llamar
      no me registre para mensajes
      los mensajes cuestan
      me mandan un mensaje cuando termine
      desactivar los textos
      no mas sms
      quiero recibir mensajes de mi reparacion
      de que es este mensaje
      como dejo de recibir sms
      mandan promociones por texto
      dejen de textearme
      stop texting me porfa
      no me llego ningun mensaje
      este mensaje es de ustedes de verdad
      como quito los mensajes
      reserve y no me llego texto
      ya recogi mi cel, ya no me manden mensajes
      como me doy de baja de los mensajes
      me mandan mensaje cuando este listo
      como hago que dejen de llegar los mensajes
      ya me entregaron el cel y me siguen mandando textos
      me llego un mensaje que mi cel esta listo, si son ustedes?
      este mensaje es de ustedes o es fraude
      nunca recibi el sms que confirma la cita
      si contesto STOP ya no me llegan avisos?
      un numero que no tengo me mando mensaje de la reparacion, son ustedes
      no recibi el texto de mi cita
      ya no quiero recibir mensajes
      como dejo de recibir sus textos
    `),
  },
];
