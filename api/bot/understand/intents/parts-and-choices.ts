// Intents about the choice of a repair: the parts put in, this shop against Apple (or a new phone).
// Their prices are the price intent's; their guarantee the warranty's;
// a device that is not an iPhone, other-devices'.
import { onePerLine, type Intent } from "./intent.ts";

export const partsAndChoices: Intent[] = [
  {
    id: "parts",
    answer: "parts",
    gist: { en: "the parts used", es: "las piezas que se usan" },
    en: onePerLine(`
      can i keep my old screen after
      do i get the old battery back
      are your parts original
      do you use oem parts
      is the screen genuine or aftermarket
      what kind of screen do you put in
      what quality parts do u use
      are the batteries real apple batteries
      aftermarket or oem?
      yall put cheap knockoff screens in or nah
      is it an oled screen or lcd
      what screen would you use on my 13 pro
      are the parts new or refurbished
      will my iphone say non genuine part after the repair
      will i get the unknown part message in settings
      where do your parts come from
      do u guys use original screens
      is it the same screen the factory uses
      are the replacement screens good quality
      lcd or oled on the 12, which one goes in
      is the battery you put in brand name or generic
      genuine parts?
      what brand of battery do you use
      are they copies or the real thing
      will the new screen look as good as the original
      will true tone still work with your screen
      is the display quality the same as factory
      i dont want a cheap chinese screen, what do you use
      are your screens oem quality
      got original parts for a 14 pro max?
      what type of screen for iphone 11
      parts quality?
      quality of the parts
      are ur parts legit
      is it a certified part
      will the colors be off with an aftermarket screen
      i heard aftermarket screens are dim are yours
      do u use soft oled or hard oled
      what grade are your screens
      is the back glass original
      the camera you put in is it an original one
      is the charging port oem
      would the battery be a genuine one
      high quality parts or the cheapest ones
      can i get an oem screen instead of aftermarket
      my last shop put a crappy screen in, are yours any better
      is the touch on your screens as responsive as the original
      used parts?
      are the parts pulled from other phones
      what parts do you use for a screen repair
      premium parts on the 15 or generic
      i only want real oem parts in my phone
      is the screen you use the original one or a copy
      whats the difference between your screens and the original ones
      r ur batteries authentic
      what parts go into the repair
    `),
    es: onePerLine(`
      me devuelven la pieza que le quitan
      las piezas son originales
      usan piezas originales
      la pantalla es original o generica
      que tipo de pantalla ponen
      de que calidad son las piezas
      la bateria es original de apple
      son pantallas oled o lcd
      las refacciones son originales
      usan repuestos originales?
      la pantalla que ponen es buena
      son piezas nuevas o usadas
      me va a salir el mensaje de pieza no original
      de donde sacan las piezas
      la pantalla es igual a la de fabrica
      son piezas genericas
      que marca de bateria usan
      la pantalla es copia o es original
      el repuesto es original?
      tienen pantallas originales para el 13
      que pantalla le ponen a un iphone 11
      es oled la pantalla que usan
      la calidad de la pantalla es buena
      el true tone sigue funcionando con su pantalla
      no quiero una pantalla china barata, que usan ustedes
      son refacciones de buena calidad
      piezas originales o alternativas
      la camara que ponen es original
      el puerto de carga que ponen es original
      original parts o no
      usan partes oem
      las partes son originales
      que clase de refacciones usan
      la bateria que ponen es buena o es generica
      se ven los colores igual con su pantalla
      puedo pedir pantalla original
      en otro lado me pusieron una pantalla mala, las suyas son mejores
      la pantalla del 14 pro que usan es original
      usan piezas de segunda mano
      el tactil de sus pantallas responde bien
      de que calidad es el repuesto
      que piezas le ponen
    `),
  },
  {
    id: "apple",
    answer: "apple",
    gist: { en: "going to Apple or buying a new phone instead", es: "ir a Apple o comprar un teléfono nuevo" },
    en: onePerLine(`
      why should i come to you instead of the apple store
      apple quoted me way more, what do you charge
      is apple more expensive than you guys
      whats cheaper, the apple store or here
      do you beat apples price on a battery
      apple wants 300 for my screen, yours less?
      you vs apple on price
      is it better to go to apple or to you
      should i just bring it to the apple store
      whats the difference between you and apple
      i have applecare should i go to apple
      will fixing it here void my applecare
      does applecare cover it or should i come to you
      is it worth fixing or should i just buy a new phone
      worth it to repair an old 11 or get a new one
      should i upgrade instead of fixing my screen
      is it even worth repairing an iphone 8
      is a new screen on my 13 even worth it
      worth replacing the battery in my 11 pro or nah
      is the 14 pro max back glass worth fixing
      would it be smarter to get a new iphone than to repair this one
      fix it or replace it, what do you think
      apple said they have to swap the whole phone, is a repair with you just as good
      the genius bar cant see me for a week
      apple store wants to send it out for days
      why go to you and not apple
      is your repair as good as what apple does
      is it the same as getting it fixed at apple
      apple store or you guys
      apple or you for a battery swap, who does it better
      how do you compare to the apple store
      im torn between the apple store and your shop
      is it worth the money to fix a 12 or just upgrade
      my phone is 5 years old worth repairing?
      should i get a new phone or fix the battery
      is it cheaper to fix it than to buy a new one
      does repairing make sense or should i buy new
      apple wants me to mail it in, can you do it faster
      do you do the same thing the apple store does
      my apple care expired should i go to apple anyway
      is it ok to go to a third party shop instead of apple
      are you an apple authorized repair shop
      are you affiliated with apple
      apple is booked out, why pick you
      going to apple or coming here which is better
      thinking about just getting the 16 instead of fixing my 13
      is the repair worth it on an xr or should i trade it in
      trade in or repair?
      apple told me its not worth fixing, what do you say
      does it make sense to put money into an old iphone
      apple vs third party repair
      should i go through my applecare+ or just come to you
      why not just go to the genius bar
      honestly is fixing it a waste of money vs a new phone
      is a new battery worth it or should i just upgrade
      i could get a new phone on my plan, still worth repairing?
      apple store is too far, are you as good
      is ur repair as good as apples
      should i bother fixing it or get the new one
      what does the apple store charge for a new battery
      how much does apple want for a back glass
      whats apples price on a screen these days
      apple store vs you for a battery on a 12
      how much is apple charging for screens now
    `),
    es: onePerLine(`
      en apple me cobran mas que ustedes?
      que sale mas barato, apple o aqui
      salen mas caros o mas baratos que la tienda de apple
      apple me pidio un dineral, ustedes cuanto
      les gana apple en precio?
      mejor voy a apple o con ustedes por el precio
      por que ir con ustedes y no a apple
      es mejor ir a la tienda de apple o con ustedes
      mejor lo llevo a apple?
      cual es la diferencia entre ustedes y apple
      tengo applecare lo llevo a apple
      si lo arreglan ustedes pierdo el applecare
      vale la pena arreglarlo o compro uno nuevo
      conviene reparar mi 11 o mejor sacar otro
      mejor me compro un cel nuevo o lo mando arreglar?
      vale la pena arreglar un iphone 8
      sale mejor comprar un iphone nuevo que arreglarlo
      lo reparo o lo cambio
      en apple me dijeron que tienen que cambiar todo el telefono
      en apple no hay citas hasta la otra semana
      apple me lo quiere mandar a reparar por dias
      son igual que apple
      ustedes o apple
      que tal son comparados con la tienda de apple
      vale la pena o mejor lo cambio por uno nuevo
      ya tiene 5 años mi cel, vale la pena repararlo
      mejor le cambio la bateria o lo cambio por uno nuevo
      trabajan con apple o son independientes
      son servicio autorizado de apple
      el applecare me cubre o vengo con ustedes
      se me vencio el applecare, voy a apple o con ustedes
      estoy pensando comprar el 16 en vez de arreglar mi 13
      vale la pena gastar en un cel viejo
      en apple me dijeron que no vale la pena arreglarlo
      apple o un taller como ustedes
      porque no ir directo a apple
      es lo mismo que en la tienda de apple
      conviene mas repararlo que estrenar uno
      lo cambio en la compañia o lo arreglo
      mi plan me da telefono nuevo, todavia conviene arreglarlo
      worth it arreglarlo o mejor upgrade
      la reparacion con ustedes es igual de buena que en apple
      la tienda de apple esta muy lejos, ustedes son igual de buenos
      que me conviene mas, apple o ustedes
      para la bateria voy a apple o con ustedes
      no se si arreglarlo o sacar el nuevo en la compañia
      cuanto cobra apple por la pantalla
      cuanto pide la tienda de apple por una bateria
      que precio le pone apple al vidrio de atras
      la tienda de apple vs ustedes para la pantalla
      cuanto cuesta en apple cambiar la bateria
    `),
  },
];
