// Intents that are not a question about a repair: small talk, and requests outside what the assistant
// does (their phrasings in refusal.ts; what only the owner may see is in owner.ts).
import { onePerLine, type Intent } from "./intent.ts";
import { refusal } from "./refusal.ts";

export const talk: Intent[] = [
  {
    id: "greeting",
    answer: "greeting",
    gist: { en: "saying hello", es: "un saludo" },
    en: onePerLine(`
      hiya
      good afternoon
      heyyy
      sup yall
      hello, anyone there
      howdy
      hey whats up
      hi
      hello
      hey
      hey there
      good morning
      good afternoon
      good evening
      yo
      sup
      hiya
      howdy
      hello?
      hi there
      hey hey
      is anyone there
      anybody there?
      hi how are you
      hello how r u
      whats up
      heyy
      helloooo
      morning
      hey yall
      hi is this the repair shop
      hello is this a real person
      hey quick question
      hi i have a question
      good morning i need help
      can you help me
      i need some help
      are you a bot
      who am i talking to
      hola hello
      hey its me again
      hiii
      greetings
      hey friend
      hello there
      hi good day
      hey whats good
      hi, i need help with my phone
      helloo
      good morning yall
      yo anybody there
      hello is someone there
      helo
      hellow anyone
      hii there
      gm
      evening
      wassup
      yo wsg
      u there?
      hey you there
      hello sir
      hi maam good morning
      heyyy good morning hope ur doing well
      am i talking to a real human
      is this a robot or a person
      yo can somebody help me out
      hey can i ask u something
      quick q
      hey hey anybody on
      hi im new here
      ello
      hellooo? anyone??
      good evening sir
      hi again
      back again lol
      hey bot
      yo bot u there
      hi this is mike
      hey there, got a sec?
      top of the morning
      mornin yall
    `),
    es: onePerLine(`
      hola
      buenos dias
      buenas tardes
      buenas noches
      buenas
      que tal
      hola como esta
      hola hay alguien
      hola una pregunta
      hola necesito ayuda
      me puede ayudar
      oiga
      hola buenas
      holaa
      que onda
      saludos
      buen dia
      hola quien habla
      es un robot
      hola amigo
      hola es la tienda de reparaciones
      alo
      hola tengo una duda
      buenas tardes una consulta
      holi
      hola que tal
      hey hola
      buenos dias necesito ayuda con mi telefono
      hay alguien ahi
      hola me ayuda
      ey
      ey buenas
      quiubo
      ola
      ola buenas
      holaaa buenas tardes
      bnas tardes
      buenas buenas
      q tal
      q onda
      que hubo
      wenas
      hola buen dia, una pregunta
      alguien me atiende
      hola alguien que me ayude
      disculpe
      perdon una preguntita
      con quien hablo
      eres persona o maquina
      hello buenas tardes
      hi hola
      saludos cordiales
      muy buenas
      buenas, quien me atiende
      hola hola
      hola señorita
      que hay
      hola, disculpa la molestia
      buenos dias, se encuentra alguien?
      hola bot
      hola soy juan
    `),
  },
  {
    id: "thanks",
    answer: "thanks",
    gist: { en: "thanks", es: "las gracias" },
    en: onePerLine(`
      thanks
      thank you
      thx
      ty
      thanks a lot
      ok thanks
      cool thanks
      great thank you
      awesome thx
      perfect thanks
      appreciate it
      thanks for the help
      that helps thanks
      ok got it
      sounds good
      ok cool
      great
      perfect
      ok see you then
      see you soon
      bye
      goodbye
      have a good one
      thanks bye
      thanks ill come by
      ok ill stop by later
      tysm
      thank u
      alright thanks
      got it thank you
      ok great
      nice thanks
      cheers
      good to know
      thats all
      thats all i needed
      ok will do
      you've been helpful
      much appreciated
      k thanks
      thank u so much
      ok cool thanks
      thanks thats all i needed
      got it thanks
      perfect thank you
      ok thank you so much
      thanks for the info
      thats helpful thanks
      cool thank u
      thank youuu
      thnx
      thanx a bunch
      tks
      k thx
      appreciate ya
      appreciate you guys
      bet thanks
      ok bet
      gotcha thanks
      oh ok thank u
      sweet thats what i needed
      alright cool see ya
      cya later
      talk later thanks
      have a great day
      you too thanks
      nvm i figured it out thanks
      ok perfect, thats everything
      thank you sir
      thanks!! you rock
      ur the best
      lifesaver thank u
      ok ill think about it, thanks
      all good thx
      ok no worries
      np thanks
      awesome, have a good night
    `),
    es: onePerLine(`
      gracias
      muchas gracias
      ok gracias
      mil gracias
      grax
      perfecto gracias
      muy amable
      se lo agradezco
      listo gracias
      vale gracias
      esta bien
      ok entendido
      perfecto
      nos vemos
      hasta luego
      adios
      gracias por la ayuda
      gracias ahi paso
      ok paso mas tarde
      muchas gracias muy amable
      genial gracias
      bueno gracias
      eso es todo
      era todo
      gracias bye
      okey gracias
      sale gracias
      ya entendi gracias
      que le vaya bien
      thank you muchas gracias
      gracias muy amable
      ok perfecto gracias
      grasias
      graciass
      grcs
      muchisimas gracias
      va gracias
      sale pues
      orale gracias
      ok ok gracias
      chido gracias
      gracias igualmente
      igualmente
      dios le bendiga, gracias
      que tenga buen dia
      ya con eso, gracias
      listo era lo que necesitaba
      entendido gracias
      te agradezco mucho
      gracias por responder tan rapido
      ah ok gracias
      okey thank you amigo
      ok ya vi, gracias
      todo bien gracias
      ok lo pienso y les aviso
      me salvaste la vida jaja gracias
      gracias joven
      ok, buen dia
      ah bueno, gracias por la info
    `),
  },
  refusal,
];
