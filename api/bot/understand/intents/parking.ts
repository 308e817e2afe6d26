// Where to park at the shop: its answer is the directions', with the owner's parking sentence where the data has it.
import { onePerLine, type Intent } from "./intent.ts";

export const parking: Intent[] = [
  {
    id: "parking",
    answer: "directions",
    gist: { en: "parking at the shop", es: "el estacionamiento" },
    en: onePerLine(`
      where should i park when i come in
      is there a lot or is it street parking
      do u have spots out front
      any handicap parking
      will i get towed if i park by the door
      plenty of parking there?
      is it easy to park at ur place
      is there parking
      do you have parking
      is parking free
      parking?
      is there a parking lot
      whats parking like
      do i have to pay for parking
      is there street parking
      where can i leave my car
      any parking nearby
      park where
      u got parking
      is it easy to park
      where should i park when i come
      do you have a lot
      can i park in front of the store
      parking situation?
      free parking?
      do i need to pay to park
      where's the parking
      is there space to park
      how is the parking
      can i pull up in front
      is parking a problem
      r there spots to park
      parkin
      do you guys have parking spots
      where do customers park
      can i park right there
      can i leave my truck out front
      is there parking for a big truck
      parking lot or street
      is the lot shared
      parking close to the door?
      do you validate parking
      is there somewhere to park
      ok and parking?
      any spots out front for customers
      can i leave my car in your lot while i wait
      is the lot free or metered
      where do customers usually park
      where can i put my motorcycle
      do i pay to park at your lot
      where do i park when i get there
      any parking spots out front
      can i park in the lot
      is there somewhere to leave my car
    `),
    es: onePerLine(`
      donde me estaciono cuando llegue
      hay lugar para el carro
      se puede parquear enfrente
      tienen parqueo gratis
      hay cajones para discapacitados
      es facil estacionarse por ahi
      cobran el estacionamiento
      hay estacionamiento
      donde me estaciono
      tienen estacionamiento
      el estacionamiento es gratis
      puedo estacionarme enfrente
      hay parqueo
      donde parqueo
      hay donde parquear
      tengo que pagar estacionamiento
      hay lugar para estacionar
      donde dejo el carro
      hay parking
      es facil estacionarse
      tienen parqueadero
      donde se estacionan los clientes
      hay estacionamiento gratis
      puedo dejar mi troca enfrente
      hay espacio para el carro
      hay parqueo enfrente
      y el estacionamiento
      se puede estacionar ahi
      parking gratis
      donde estaciono el carro
      hay lugares para estacionar
      estacionamiento
      hay donde dejar el coche
      tienen lote de estacionamiento
      se paga el parqueo
      ok y hay estacionamiento
      hay estacionamiento para discapacitados
      hay lugar para estacionar una camioneta grande
      cabe mi troca en su estacionamiento
      donde estaciono la moto
      cobran por estacionarse ahi
      tienen lugar para bicicletas
      hay donde dejar el carro
    `),
  },
];
