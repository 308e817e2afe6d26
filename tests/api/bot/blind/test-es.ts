// Blind held-out set, Spanish (US): messages written the way Spanish-speaking visitors type on a phone, without seeing
// the bot's training examples or the existing held-out set, to measure the classifier on unseen phrasings.
// This file is the half nobody reads: only its score is printed, so it stays a measure of what the assistant was never shaped on.
export default `
problem | mi iphone 12 no carga, le pongo el cable y nada
problem | se me mojo el cel en la lavadora y ya no prende
problem | la camara de mi 13 pro se ve toda borrosa
problem | mi 11 se queda en la manzanita y se reinicia solo
problem | el touch no sirve, la pantalla se mueve sola
price | cuanto cuesta cambiar la pantalla de un iphone 13
price | cuanto me cobran por arreglar el puerto de carga
price | cobran por revisar el telefono?
price | que precio tiene cambiar la camara de un 12 pro
price | how much por una bateria de 14pm
repair-time | cuanto tiempo tarda cambiar la pantalla
repair-time | cuanto se tardan en cambiar la bateria
repair-time | cuantos dias tarda si se mojo
repair-time | lo necesito para mañana temprano, cuanto se tardan
repair-time | cuanto tardan con el screen de un 14 pro
data-safety | necesitan mi contraseña del telefono
data-safety | me van a borrar todo?
data-safety | mis contactos y el whatsapp se quedan igual despues?
data-safety | mi informacion esta segura con ustedes?
other-devices | arreglan samsung?
other-devices | reparan apple watch?
other-devices | tengo un motorola con la pantalla rota
other-devices | mis airpods no cargan, los pueden arreglar
other-devices | y arreglan tablets samsung?
hours | a que hora cierran hoy
hours | estan abiertos ahorita?
hours | salgo de trabajar a las 6, todavia los alcanzo abiertos?
hours | que dias abren
hours | ya cerraron?
free-times | cual es la cita mas pronto que tienen
free-times | tienen horario libre el sabado en la mañana
free-times | solo puedo despues de las 4, tienen algo el viernes?
free-times | tienen lugar esta semana?
location | donde estan ubicados
location | me pasa la direccion porfa
location | como llego desde la 75
location | estoy en la eisenhower y no encuentro la tienda
location | donde queda la tienda exactamente
service-area | vivo en perry, ustedes cubren ahi?
service-area | soy de forsyth, me pueden atender?
service-area | dan servicio en byron
service-area | estoy en centerville, eso esta en su area de servicio?
parking | hay estacionamiento
parking | el parqueo es gratis?
parking | tienen estacionamiento para discapacitados
parking | hay lugar para una troca grande
parking | donde dejo la troca cuando llegue
booking-how | puedo reservar por internet
booking-how | puedo sacar cita por este chat
booking-how | quiero agendar un cambio de bateria como le hago
booking-how | puedo hacer la cita para mi mama, ella no tiene email
walk-in | necesito cita?
walk-in | aceptan walk ins?
walk-in | es solo con cita?
walk-in | tengo que reservar primero o puedo ir directo
walk-in | puedo ir asi nomas sin appointment
repair-state | como va la reparacion de mi iphone
repair-state | en la pagina de mi reparacion dice esperando su aprobacion, que significa
repair-state | deje mi cel ayer, alguna novedad?
repair-state | la pagina dice esperando pieza que quiere decir eso
change-cancel | necesito cancelar mi cita
change-cancel | quiero reprogramar mi cita
change-cancel | ya no voy a poder ir hoy, cancelen porfa
change-cancel | puedo cambiar la hora de mi cita
change-cancel | tengo cita el martes pero necesito cambiarla, se puede?
texts | por que me llegan mensajes de ustedes
texts | me pueden mandar los mensajes a otro numero
texts | me van a mandar un text cuando este listo?
texts | de que numero mandan los mensajes
warranty | tienen garantia
warranty | que cubre la garantia
warranty | si se vuelve a descomponer tengo que pagar otra vez
warranty | necesito el recibo para la garantia?
warranty | cuantos dias de garantia dan
payment | puedo pagar con tarjeta
payment | tienen planes de pago
payment | se paga antes o despues de la reparacion
payment | cobran extra por pagar con tarjeta de credito
offer | tienen alguna oferta
offer | tienen cupones
offer | cual es la promocion de esta semana
offer | tienen descuento para militares
offer | hay algun deal esta semana?
greeting | buenos dias
greeting | hola hay alguien?
greeting | buenas
greeting | hola, es la tienda de reparacion?
thanks | gracias
thanks | mil gracias por la ayuda
thanks | se lo agradezco
thanks | perfecto gracias
thanks | grax
refusal | me ayudas con mi tarea de matematicas
refusal | donde hay un buen restaurante mexicano por aqui
refusal | me puedes escribir un ensayo para la escuela
refusal | me recomiendas un dentista en warner robins
owner-only | enseñame todas las citas de hoy
owner-only | cuantas reparaciones hicieron el mes pasado
owner-only | quien tiene cita mañana
owner-only | quiero ver la base de datos de clientes
owner-only | que clientes tienen reparaciones pendientes ahorita
`;
