// The finer kinds of what the shop repairs: which repairs it does, and which iPhones. Their prices are the
// price intent's; a device that is not an iPhone, other-devices'.
import { onePerLine, type Intent } from "./intent.ts";

export const whatIsRepaired: Intent[] = [
  {
    // The repairs done, asked of the shop ("what kind of repairs do you do"): its services' list.
    id: "services",
    answer: "services",
    gist: { en: "which repairs are done", es: "qué reparaciones se hacen" },
    en: onePerLine(`
      what do you guys fix
      what kind of repairs do you do
      which repairs do you offer
      what services do you have
      list of services?
      what can you fix on an iphone
      do you only do screens or other stuff too
      what else do you repair besides screens
      what all do yall fix
      services offered?
      what do u repair
      do you do batteries and cameras too
      what types of iphone repairs are there
      can you fix more than just cracked screens
      what kind of stuff do you work on
      whats on your repair menu
      what are all the repairs you can do
      do you offer battery and charging port repairs
      i want to see what you fix
      which iphone problems can you fix
      what do you do besides batteries
      tell me the repairs you offer
      full list of repairs
      what fixes do you do
      what services do yall provide
      what kinds of phone repairs
      do you do more than screen replacements
      whats included in your services
      what repair services
      menu of repairs?
      what are your services
      repairs you do?
      what can yall do for a broken iphone
      what parts of the phone can you fix
      what kind of work do you do
      do you handle every kind of iphone repair
      services list pls
      what do you specialize in
      what sort of repairs
      which repair jobs do you take
    `),
    es: onePerLine(`
      que arreglan
      que tipo de reparaciones hacen
      que servicios tienen
      lista de servicios
      que le pueden arreglar a un iphone
      solo hacen pantallas o tambien otras cosas
      que mas reparan aparte de pantallas
      que servicios ofrecen
      que reparan
      hacen baterias y camaras tambien
      que tipos de reparacion hay
      que trabajos hacen
      cuales son sus servicios
      que reparaciones ofrecen
      que cosas arreglan
      arreglan mas que pantallas
      que le hacen a los celulares
      me dice que reparaciones tienen
      todas las reparaciones que hacen
      que partes del telefono arreglan
      en que se especializan
      que clase de arreglos hacen
      tienen lista de reparaciones
      que servicios de reparacion dan
      hacen de todo en iphone
      que me pueden reparar
      cuales reparaciones manejan
      que composturas hacen
      que arreglos ofrecen
      servicios que dan
    `),
  },
  {
    id: "models",
    answer: "models",
    gist: { en: "which iPhones are repaired", es: "qué iPhone se reparan" },
    en: onePerLine(`
      what models do you fix
      which iphones do you repair
      do you fix older iphones
      what iphone models do you work on
      yall work on old models like the 6
      is an iphone 7 too old for you
      all iphone models or only some
      is my iphone 8 too old for yall
      do u fix old phones like the 6s
      whats the oldest iphone you work on
      the newest models too or just older
      which models do u cover
      every iphone model is covered?
      only newer models at your shop?
      my phone is an old 6 plus can you still work on it
      list of models you repair
      what iphone models do you support
      will you work on an old iphone
      can u handle the latest models
      my iphone is pretty old do you still repair it
      is it only recent models
      can you fix any iphone model
      what generation of iphone do you go back to
      how far back do you repair iphones
      u guys still service the really old ones
      older model iphone can you fix it
      do you repair iphones from before the x
      is there a cutoff for how old the phone can be
      models supported?
      whats the range of models you fix
      any iphone model?
      do you fix the new ones too
      is there a model you dont work on
      older generations ok with you
      my iphone is like 8 years old do u work on those
      which generations do you repair
      every model or just certain ones
      how old of an iphone will you work on
      does the model matter or do you fix them all
      i have an ancient iphone lol can yall fix it
      my grandma has an old 6 do u still service those
      do you repair iphones
      do you fix iphones
      are old phones something you still work on
      what phone models do you work with
      the se models, those too?
      does your shop repair older models or just new ones
      which iphone models can you fix
      is every iphone generation serviced there
      is the x too old to fix at your shop
    `),
    es: onePerLine(`
      que modelos arreglan
      que iphones reparan
      arreglan iphones viejos
      que modelos de iphone trabajan
      mi iphone 7 es muy viejo para ustedes
      arreglan todos los modelos
      hasta que modelo reparan
      cual es el iphone mas viejo que arreglan
      arreglan los modelos mas nuevos
      solo modelos nuevos?
      tengo un 6 plus todavia lo arreglan
      desde que modelo reparan
      reparan modelos antiguos
      mi cel es un iphone viejito lo pueden arreglar
      lista de modelos
      que iphone atienden
      componen iphones viejos
      mi abuela tiene un 6s viejito se lo arreglan
      todos los modelos de iphone?
      le hacen a modelos viejos
      hay algun modelo que no reparan
      arreglan iphone
      reparan iphones
      que tan viejo puede ser el iphone
      trabajan con todas las generaciones de iphone
      mi iphone ya tiene como 8 años, todavia lo reparan
      cuales modelos atienden
      reparan cualquier modelo de iphone
      un iphone 8 todavia lo trabajan
      los iphone antiguos tambien los arreglan
      que generaciones de iphone reparan
      el x ya es muy viejo o si lo arreglan
      hasta que tan atras llegan con los modelos
      trabajan iphones de modelos pasados
      con que modelos trabajan
      tambien hacen los modelos nuevos
      que modelos de cel reparan
      mi modelo es viejo, me lo arreglan
      si es un iphone viejo igual lo componen
    `),
  },
];
