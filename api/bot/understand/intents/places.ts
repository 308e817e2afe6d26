// Where the shop is: its address and the towns it serves (parking is parking.ts's).
import { onePerLine, type Intent } from "./intent.ts";

export const places: Intent[] = [
  {
    id: "location",
    answer: "location",
    gist: { en: "where the shop is", es: "dónde está la tienda" },
    en: onePerLine(`
      where are you located
      whats your address
      where is the shop
      address?
      where r u
      where are you guys
      how do i get there
      directions to your store
      where exactly is the store
      what street are you on
      location?
      where can i find you
      where is your store at
      send me the address
      how do i find you
      whats the address of the shop
      where is it
      where do i go
      are you on eisenhower
      what part of town are you in
      where you at
      give me directions
      where is the repair shop
      what is your location
      wheres ur shop
      can you send me a map
      im lost where are you
      which building are you in
      where are you exactly
      what is the shop near
      what side of town
      are you near the mall
      where should i bring my phone
      how do i get to you from i-75
      your address please
      pin location
      where do i drop it off
      are you in a plaza
      is the shop downtown
      hw do i get to ur store
      wheres the store
      whats your zip code
      whats the zip for the shop
      how far is the shop from downtown
      what road are you on
      address for my gps please
      is the store close to i-75
      which side of town are you on
      how many miles from warner robins to you
      what are you next to
      how far are you guys from perry
      how long of a drive from byron
      are you close to the hospital
      how far is your shop from downtown macon
      is your store the one on eisenhower pkwy or is there another location
      whats the street name for your store
      how far away are you from the mall
      whats next to your shop so i can find it
      any landmark near you
      wheres the shop at
      whats ur address
      where r u guys
      how do i find your shop
      which plaza are you in
      drop me the address pls
      what part of town is the shop in
      which side of town r u on
      is the store by the mall
      what building are you in
      can u send me your location
      whats the address so i can put it in my gps
      where do i go to drop off my phone
      how do i find you guys
      need directions coming off i-75
      which way do i go to get to your shop
      which exit do i take to get to you
      send me the google maps link
      can i get a link for maps
      pin your location for me
      drop me a pin pls
      how do i get to the store from downtown
      route to your shop?
      how to get to u
      whats the quickest way over there
      can u text me directions
      which side of the road are you on
      any landmark near you
      how do i find the place
      navigation address pls
      maps link?
      directions pls
      how would i get there from the mall
      trying to find you, how do i get there
      my gps cant find you, where are you exactly
    `),
    es: onePerLine(`
      donde estan ubicados
      donde queda la tienda
      donde estan
      como llego
      me pasa la direccion
      en que calle estan
      donde los encuentro
      ubicacion porfa
      donde queda
      como llegar a la tienda
      direccion de la tienda
      estan en el centro
      donde estan ubicados exactamente
      me manda la ubicacion
      donde los busco
      adonde llevo mi telefono
      cual es su ubicacion
      en que parte de la ciudad estan
      me da direcciones
      donde esta el local
      donde esta su negocio
      donde es
      como los encuentro
      q direccion tienen
      where estan ubicados
      donde queda el taller
      me pueden dar la direccion
      por donde estan
      cual es su codigo postal
      que tan lejos estan del centro
      estan cerca del centro comercial
      en que calle queda la tienda
      pasame la direccion para el gps
      estan por la autopista
      a cuantas cuadras de la autopista quedan
      que hay cerca de la tienda para ubicarme
      mandame la ubicacion en el mapa
      en que esquina estan ustedes
      que numero es en la eisenhower
      que tan lejos estan del centro de macon
      son los de la eisenhower o tienen otra sucursal
      en que calle quedan
      que negocio esta a un lado de ustedes
      como los encuentro, que hay cerca
      cual es la direccion exacta
      por donde estan ustedes
      me pasas la direccion
      como llego a la tienda
      como llego con ustedes
      me das indicaciones para llegar
      mandame el pin
      que ruta tomo para llegar
      como le hago para llegar a la tienda
      me pasas el link de google maps
      indicaciones por favor
      por donde queda la tienda
      que salida tomo para llegar
      de que lado de la calle estan
      hay algun lugar conocido cerca de ustedes
      comparteme la ubicacion
      como los encuentro
      ruta para llegar a su local
      mi gps no los encuentra
    `),
  },
  {
    id: "service-area",
    answer: "service-area",
    gist: { en: "the towns we serve", es: "los pueblos que atendemos" },
    en: onePerLine(`
      do people come from gray to you
      how far are you from perry
      do you cover byron
      is warner robins close to you
      yall serve forsyth too?
      im in centerville is that near
      are you near perry
      do you cover forsyth
      i live in gray do you serve my area
      how far are you from warner robins
      what areas do you serve
      do you come to my house
      do you do house calls
      is there a shop in atlanta
      are you in atlanta
      do you have a location in perry
      do you serve middle georgia
      how far from macon
      can you come to me
      do you do mobile repair
      which cities do you service
      is it far from perry
      i'm in warner robins is that too far
      do you travel
      service area?
      are you close to forsyth
      do you have other stores
      do you have another location
      any stores in savannah
      can you come to my office
      do you pick up phones
      i live out in gray how far is it
      what cities are you in
      do you serve the whole county
      do people come from warner robins
      are you the only location
      do you come to customers
      whats your service area
      r u near me i live in perry
      can u come fix it at my place
      do you do onsite repairs
      are you nearby warner robins
      do you serve dublin
      any shop closer to forsyth
      do you work in my area
      do you cover perry too
      do yall come out to byron
      do you come to my office to fix it
      is it just macon or nearby towns too
      do you serve the towns around macon
      can you come to my office
      do you do house calls
      can a tech come to my work
      do you fix phones on site
      do you come out to people's homes
      can i ship it to you from out of state and have it sent back
      do you send someone out to pick up phones from a business
      im out in forsyth, do you take customers from there
      do you help people from perry or just macon
      do yall cover warner robins
      could u guys handle folks from forsyth
      do you serve people out in byron
      is kathleen in your area
      do u only do macon or other towns
      what towns do you guys cover
      i live out in gray is that too far
      is it worth the drive from forsyth
      how many miles are you from gray
      do you guys only have the one store
      any other locations besides macon
      do you fix phones at peoples houses
      im coming from forsythe is that far
      how long of a drive from perry to yall
      do u guys do mail in repairs
      can i mail my phone in
      can someone come to my apartment to fix it
      is there a store closer to bonaire
      do you cover houston county
      yall got a shop in milledgeville too
      im an hour out in dublin, worth it?
      do you have a tech that travels to businesses
      r u the only shop or are there more
      how far r u from robins afb
    `),
    es: onePerLine(`
      atienden en warner robins
      estan cerca de perry
      vienen a mi casa
      hacen reparaciones a domicilio
      que zonas atienden
      que ciudades cubren
      tienen tienda en atlanta
      estan en atlanta
      que tan lejos estan de warner robins
      vivo en gray me atienden
      tienen otra sucursal
      van a domicilio
      cubren forsyth
      estan lejos de perry
      tienen otras tiendas
      me pueden venir a ver
      sirven a todo middle georgia
      hay tienda en savannah
      que areas cubren
      estan cerca de mi
      vienen a la oficina
      recogen el telefono
      solo tienen una tienda
      en que pueblos trabajan
      que tan lejos queda de perry
      hacen servicio movil
      atienden a gente de fuera de macon
      vienen hasta mi casa
      do you serve mi area
      solo atienden macon o tambien pueblos cerca
      van a la oficina a arreglarlo
      atienden gente de otros pueblos
      hasta que pueblos dan servicio
      les queda muy lejos byron o no
      tienen clientes de por bonaire
      soy de fuera, de dublin, si me atienden
      reparan para gente de kathleen
      vienen a domicilio
      pueden venir a mi trabajo
      hacen reparaciones a domicilio
      puedo mandarles el telefono por paqueteria desde otro estado
      si se los envio por correo me lo regresan arreglado
      pasan a recoger los celulares a una oficina
      vienen hasta mi trabajo por el telefono
      atienden gente de otros estados por envio
      vivo en perry, si me atienden
      soy de forsyth, llegan clientes de alla
      dan servicio en warner robins
      cuanto se hace de forsyth hasta alla
      puedo mandar mi cel por correo
      reparan a domicilio o solo en la tienda
      vienen a reparar a mi casa
      llegan hasta gray
      aceptan envios de otros estados
      vivo en byron me queda cerca
    `),
  },
];
