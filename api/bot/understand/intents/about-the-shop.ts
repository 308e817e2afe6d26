// Intents about the shop itself: how long it has been in business, and its reviews and whether it can be
// trusted (business customers and how to reach a person: about-the-shop-contact.ts).
import { onePerLine, type Intent } from "./intent.ts";

export const aboutTheShop: Intent[] = [
  {
    id: "years",
    answer: "years",
    gist: { en: "how long we've been in business", es: "cuánto tiempo llevamos en el negocio" },
    en: onePerLine(`
      when did this store first open its doors
      what year did the shop open up
      when did yall get started here
      how long have you been in business
      how many years have yall been around
      when did this shop first open
      when did you guys start fixing phones
      how long has the store been around
      are you a new shop
      is this place a startup or an old shop
      been around long?
      what year did you open
      when was the shop founded
      how old is your business
      yall been doing this long?
      how long u been fixing iphones
      how many years in business
      established when?
      yrs in business?
      you guys been around here long?
      never noticed this shop before, how long has it been here
      how long has this repair shop existed
      did you guys just get started
      is this a family business thats been around for a while
      how long you been in the game
      how long have u been in biz
      been in business how long
      is this a new store or have you been around a while
      when did yall first get started
      how many yrs you been doing repairs
      how long have you been fixing screens
      how long has the owner been doing phone repair
      you been doing phone repair a long time?
      did you guys start the business recently
      what year was the shop started
      when was this place established
      founded in what year
      how long in business
      are you an established shop or a startup
      first time hearing about you, how long yall been around
      do you have a lot of years doing this
      my friend said you just opened is that true
      how long has this place been fixing phones
      been fixing iphones for years?
      how many years in the phone repair business
      how long ago did the shop open
      how long has your shop been operating
      how long have you been repairing phones professionally
      been around since what year
      how long has the business been going
      how long has ur store been in business for
      i want a shop with experience, how many years have you been at it
      you guys been in business a while or just starting out
      how long have you been in business here in town
      how long have you had the shop
      how long have you been in business fixing iphone screens
      years of experience?
      whats the history of the shop, when did it start
      how long has the shop been in business
      when did the business get started
    `),
    es: onePerLine(`
      cuantos años llevan
      cuanto tiempo tienen en el negocio
      desde cuando existe la tienda
      cuando abrieron la tienda
      en que año abrieron
      son nuevos
      es una tienda nueva
      cuantos años llevan en el negocio de celulares
      cuantos anos de experiencia tienen
      hace cuanto que abrieron el negocio
      tienen mucho tiempo en el negocio
      desde que año estan
      cuando empezaron el negocio
      hace cuantos años empezo la tienda
      ya tienen años aqui o son nuevos
      acaban de poner la tienda o ya tenian tiempo
      cuando se fundo la tienda
      cuantos años tiene la tienda
      hace cuantos años que reparan iphones
      tienen años en esto o son nuevos
      son nuevos en el area
      cuantos años lleva abierta la tienda
      tienen experiencia o apenas empezaron
      desde que año reparan telefonos
      nunca los habia visto, cuanto tiempo tienen con la tienda
      desde hace cuanto estan en el negocio
      la tienda es nueva o ya tiene tiempo
      cuando abrio este lugar
      en que año empezo el negocio
      q tiempo tienen con el negocio
      cuantos años en el business
      cuantos años tiene su negocio
      el negocio es nuevo o ya tiene rato
      how long tienen con la tienda
      la tienda tiene muchos años o es reciente
      cuantos años lleva el dueño en esto
      cuando inauguraron la tienda
      llevan muchos años arreglando pantallas
      de que año es la tienda
      cuanta experiencia tienen en reparaciones, años
    `),
  },
  {
    id: "reviews",
    answer: "reviews",
    gist: { en: "our reviews", es: "las reseñas" },
    en: onePerLine(`
      do you have good reviews
      are you guys the top repair place around here
      are you the best repair shop in the city
      best phone shop in the area?
      are you the best repair shop in perry
      is your shop the best one around
      yall the top rated shop in town?
      are you the best in the area
      best repair shop near me?
      best iphone repair in town?
      is this the best place to get it fixed
      hows your shop compared to the others in town
      whats your rating
      how many stars do you have
      are you legit
      is this shop legit
      can i trust you with my phone
      are you guys trustworthy
      what do people say about you
      reviews?
      where can i read your reviews
      are you on google reviews
      whats your yelp rating
      how are your reviews
      is this place any good
      are you any good at fixing screens
      are you the best shop in town
      are yall the top rated shop around here
      are you the best repair shop in warner robins
      best rated phone repair in byron?
      whats your reputation like
      do customers like you
      are yall reputable
      my friend said you were good, are you
      is this shop a scam
      you guys legit or nah
      any bad reviews
      what are your ratings on google
      how many reviews do you have
      do people recommend you
      are you well rated
      i read some of your reviews, are they real
      can i see customer reviews
      do you have testimonials
      are you guys reliable
      reliable shop?
      why should i pick you over other shops
      how good is your work
      do you do quality work
      are your techs any good
      is your shop good for iphone repairs
      4 or 5 stars?
      are u guys legit i never heard of you
      rating out of 5?
      what do your customers think of you
      i want to check your reviews before i come in
      is this a trustworthy place to fix a 14 pro
      heard mixed things about your shop, true?
      are your customers happy with the repairs
      how well rated is the shop
      scam or legit
      can i trust this shop with my screen repair
      yall have good ratings?
      are you reputable for battery swaps
      do you get a lot of complaints
      bbb rating?
      are you a real business or a scam
      is this a real legit store
      do people trust you guys
      saw you on google, are the reviews good
      how do i know yall do good work
      are your reviews legit or fake
      how do other customers rate you
      any reviews i can look at
      what rating do you have on google maps
      are yall legit or gonna swap my parts
      is your shop well reviewed
      how trustworthy are you guys honestly
      what kind of reputation does this shop have
      do you have 5 star reviews
      would people recommend yall for a screen
      is it a legit repair shop or sketchy
      are the reviews about you good or bad
    `),
    es: onePerLine(`
      son la mejor tienda de reparacion de aqui?
      ustedes son los mejores del pueblo
      que tan buenos son comparados con otros talleres
      tienen buenas reseñas
      que calificacion tienen
      cuantas estrellas tienen
      son confiables
      es confiable la tienda
      son de fiar
      puedo confiar en ustedes
      que dicen los clientes de ustedes
      donde veo sus reseñas
      tienen reseñas en google
      son buenos
      es buena la tienda
      son legit
      la tienda es una estafa?
      son serios
      que tal trabajan, tienen buenas reseñas
      tienen buena reputacion
      la gente los recomienda o no
      hay opiniones de clientes
      que opinan sus clientes
      son los mejores de la zona
      son de confianza para dejarles mi iphone
      hacen bien las reparaciones
      tienen muchas quejas
      cuantas reseñas tienen
      son buenos para pantallas
      como estan calificados
      son confiables o mejor voy a otro lado
      vi sus reseñas, son reales
      tienen buenos comentarios
      son de confianza para cambiar la bateria de mi 13
      q tal son
      tienen cinco estrellas
      un amigo me dijo que son buenos es cierto
      son una tienda seria o no
      que tan buenos son
      tienen testimonios de clientes
      los recomiendan sus clientes
      hacen buen trabajo
      son legitimos
      estan bien calificados en google
      las reviews de ustedes son buenas
      que calificacion tienen en google maps
      son de confianza o me van a cambiar las piezas
      tienen buena fama
      que tal las reseñas de la tienda
      la gente habla bien de ustedes
      son confiables para arreglar mi 14 pro
      tienen mala fama o buena
      es estafa o es confiable
      me da miedo que sea estafa, son confiables
      cuantas estrellas les dan en google
      que calificacion les dan los clientes
      donde leo opiniones de la tienda
      son de confiar con un iphone caro
    `),
  },
];
