// Intents about dealing with the shop: business customers with several phones at once, and how to reach
// a person there (its phone and email).
import { onePerLine, type Intent } from "./intent.ts";

export const businessAndContact: Intent[] = [
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
      whats the email address for you guys
      do yall have an email addy i can write to
      im gonna call, what do i dial
      what phone do i call to talk to the repair guy
      i need to speak with somebody real about a 15 pro screen
      how do i contact you guys besides this chat
      can i call yall or is it chat only
      your phone number pls
      your phone number and email address pls
      number and email for the shop?
      email and phone so i can reach you
      i need the shops phone number and the email too
      can i get a number plus an email to contact you
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
      me das su telefono
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
      prefiero llamar, a donde marco
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
      su telefono y su correo porfa
      me pasa el numero y el email de la tienda
    `),
  },
];
