// Intents about the shop itself: how long it has been in business, its reviews and whether it can be
// trusted, business customers with several phones, and how to reach a person (its phone and email).
import { onePerLine, type Intent } from "./intent.ts";

export const aboutTheShop: Intent[] = [
  {
    id: "years",
    answer: "years",
    gist: { en: "how long we've been in business", es: "cuánto tiempo llevamos en el negocio" },
    en: onePerLine(`
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
  {
    id: "business",
    answer: "business",
    gist: { en: "repairs for a business", es: "reparaciones para empresas" },
    en: onePerLine(`
      do you work with businesses
      do you do business accounts
      can you fix phones for my company
      i have 10 company iphones that need screens
      do you offer fleet repairs
      we have a fleet of phones for our drivers
      do you do corporate repairs
      can you handle several phones at once
      i need 5 phones fixed at the same time
      do you work with companies
      my business has a bunch of iphones with cracked screens
      bulk repairs?
      i manage a team and all our work phones need batteries
      can we set up a company account
      do you invoice businesses
      were a small business with 8 iphones
      do you repair employee phones
      our staff phones keep breaking, can you help
      can i bring in multiple phones at once
      i have like 6 phones to fix
      how many phones can you do at once
      can you do a batch of iphones
      the school district needs a bunch of ipads and iphones fixed
      our church has several iphones that need work
      were a property management company with lots of work phones
      do you do b2b
      business customers?
      repairs for companies?
      do you take corporate clients
      our office has 12 iphones with dead batteries
      can you do all our company phones in one go
      do you have a program for businesses
      i run a delivery company and our drivers phones break all the time
      do you repair fleets of company phones
      i own a restaurant and need the staff phones fixed
      multiple iphones same time possible?
      need a bunch of phones repaired for work
      company phones repair
      can you fix 20 iphones for our company
      do you work with small businesses in the area
      our business needs ongoing phone repairs
      do you do contracts with businesses
      i buy phones for my employees, can you keep them running
      can i drop off several phones together
      3 phones need screens can you do them all at once
      do you do volume repairs
      our it department wants to send our iphones to you
      is there a business account option
      the whole team cracked their screens lol can you do them all
      we have a fleet of iphones for our field techs
      corporate phones?
      do you do repairs for schools or offices
      i have a company and need a repair partner for our phones
      can you handle a large order of repairs
      bulk pricing for company phones
      my construction crew goes through phones like crazy, do you work with businesses
      do you fix work phones for companies
    `),
    es: onePerLine(`
      trabajan con empresas
      reparan telefonos de empresas
      tengo 10 celulares de la empresa
      hacen reparaciones para negocios
      pueden arreglar varios telefonos a la vez
      tengo varios celulares que arreglar
      mi negocio tiene varios iphones rotos
      tienen cuenta para empresas
      reparan flotillas de celulares de empresa
      tenemos una flotilla de telefonos
      trabajan con compañias
      arreglan los celulares de una compañia
      arreglan varios cels de mi empresa al mismo tiempo
      le facturan a empresas
      tienen precios corporativos para empresas
      somos una empresa con 15 iphones
      reparaciones al mayoreo
      tengo un restaurante y los cel de los trabajadores se rompen
      mi compañia necesita arreglar los telefonos
      cuantos telefonos pueden arreglar a la vez
      puedo llevar varios celulares juntos
      tienen plan para negocios
      reparan los telefonos de toda la empresa
      los iphones del trabajo estan todos rotos
      clientes empresariales?
      reparan celulares de negocios
      trabajan con escuelas o empresas
      somos un negocio pequeño con 6 telefonos
      necesito arreglar muchos telefonos para mi trabajo
      pueden hacer un lote de iphones
      todo el equipo de trabajo tiene las pantallas rotas
      tengo una empresa de delivery y los choferes rompen los cel
      manejan cuentas de empresa
      son 5 celulares, los pueden hacer todos juntos
      mi jefe quiere que les lleve los celulares de la oficina
      hacen contrato con empresas
      servicio para empresas
      atienden negocios
      reparan equipos de compañias
      tengo varios cels de la compañia con la bateria mala
      somos una company, arreglan muchos iphones
      tengo una empresa con varios iphones que reparar
      mi negocio necesita reparar los celulares de los empleados
    `),
  },
  {
    id: "contact",
    answer: "contact",
    gist: { en: "how to reach us", es: "cómo comunicarse con nosotros" },
    en: onePerLine(`
      whats your phone number
      what is your number
      how can i contact you
      can i call you
      do you have an email
      whats your email address
      i want to talk to a real person
      can i speak to a human
      let me talk to someone
      can i just call you guys
      how do i reach you
      give me your number
      phone number?
      email?
      can i talk to the manager
      can i talk to a technician
      connect me with an agent
      get me a real person please
      i dont want a bot i want a person
      can someone call me back
      how do i get ahold of yall
      whats the best way to reach the shop
      what do i dial to reach you
      how do i contact the shop
      do yall have a phone
      whats the store phone
      is there someone i can speak with
      can i speak with someone who works there
      talk to human
      representative
      operator please
      i need to call the shop
      where can i email you pictures of my phone
      can i email you a question
      whats ur #
      how do i get in touch
      contact info?
      can i call and ask about my screen
      id rather call, whats the number
      can i call the store directly
      is there a phone line
      who do i call about a repair
      i need to speak to someone about my iphone
      this bot isnt helping, real person please
      send me your email
      whats the shops contact
      whats the shops email
      need ur phone # to call
      let me talk to a tech about my 13 pro
      whats the email for the shop
      can i reach you by email
      human please
      speak to representative
      can i call yall about a battery for my 12
      is there a live person i can chat with
      whats the best way to get a hold of someone there
      can i reach a human at the shop
      i want to call and talk to somebody
      how can i email the shop
      can i get someone on the phone
    `),
    es: onePerLine(`
      cual es su numero
      cual es su telefono
      como los contacto
      puedo llamarles
      tienen correo
      cual es su email
      quiero hablar con una persona
      quiero hablar con alguien de verdad
      puedo hablar con un humano
      me pasa su telefono
      a donde les llamo
      tienen telefono
      como me comunico con ustedes
      numero de telefono?
      correo electronico?
      paseme con un tecnico
      quiero hablar con el encargado
      no quiero hablar con un robot
      me pueden llamar
      datos de contacto
      a que email les escribo
      como me pongo en contacto
      les puedo marcar
      quiero hablar con un empleado
      me comunica con alguien
      dame el telefono de la tienda
      cual es el numero de la tienda
      con quien hablo para mi reparacion
      necesito hablar con alguien sobre mi iphone
      persona real porfa
      prefiero llamar, a que telefono les hablo
      me da el correo de la tienda
      puedo mandarles un email
      como les hablo
      me regala su numero
      como contacto a la tienda
      quiero hablar con un asesor
      este bot no me ayuda quiero una persona
      tienen linea de atencion al cliente
      me pueden devolver la llamada
      cual es su phone number
      tienen correo electronico
      cual es el correo electronico de la tienda
      informacion de contacto
      como me contacto con la tienda
      quiero hablar por telefono con alguien de la tienda
      como les escribo por email
      me comunican con una persona de verdad porfa
      les puedo hablar por telefono
    `),
  },
];
