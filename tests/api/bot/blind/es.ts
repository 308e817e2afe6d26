// Blind held-out set, Spanish (US): messages written the way Spanish-speaking visitors type on a phone, without seeing
// the bot's training examples or the existing held-out set, to measure the classifier on unseen phrasings.
export default `
problem | se me cayo el telefono y la pantalla esta toda estrellada
problem | mi iphone 12 no carga, le pongo el cable y nada
problem | la bateria se me acaba bien rapido aunque no lo use
problem | se me mojo el cel en la lavadora y ya no prende
problem | cuando hablo por telefono no me escuchan nada
problem | la camara de mi 13 pro se ve toda borrosa
problem | el face id dejo de funcionar despues de que se me cayo
problem | mi 11 se queda en la manzanita y se reinicia solo
problem | la pantalla tiene unas lineas verdes y parpadea
problem | el touch no sirve, la pantalla se mueve sola
problem | mi fon se cayo al agua. ahora la pantalla esta negra pero si suena
price | cuanto cuesta cambiar la pantalla de un iphone 13
price | precio de bateria para iphone 11?
price | cuanto me cobran por arreglar el puerto de carga
price | cuanto sale el vidrio de atras de un 14 pro max
price | cobran por revisar el telefono?
price | cuanto es la pantalla de un xr
price | que precio tiene cambiar la camara de un 12 pro
price | me puede dar un estimado para un iphone mojado
price | how much por una bateria de 14pm
price | cuanto cobran x la pantalla de un 15
repair-time | cuanto tiempo tarda cambiar la pantalla
repair-time | me lo pueden arreglar hoy mismo?
repair-time | cuanto se tardan en cambiar la bateria
repair-time | tengo que dejarlo o lo puedo esperar ahi
repair-time | cuantos dias tarda si se mojo
repair-time | en cuanto tiempo me lo entregan
repair-time | lo necesito para mañana temprano, cuanto se tardan
repair-time | es rapido lo del puerto de carga o tengo que dejarlo el dia
repair-time | cuanto tardan con el screen de un 14 pro
data-safety | voy a perder mis fotos?
data-safety | necesitan mi contraseña del telefono
data-safety | tengo que hacer respaldo antes de llevarlo
data-safety | me van a borrar todo?
data-safety | alguien va a ver mis fotos
data-safety | mis contactos y el whatsapp se quedan igual despues?
data-safety | mi cel no prende pero necesito las fotos, se pueden sacar
data-safety | mi informacion esta segura con ustedes?
data-safety | le tengo que quitar el passcode antes de llevarlo?
other-devices | arreglan samsung?
other-devices | se me rompio la pantalla del ipad
other-devices | reparan apple watch?
other-devices | arreglan laptops
other-devices | tengo un motorola con la pantalla rota
other-devices | hacen reparaciones de android
other-devices | mis airpods no cargan, los pueden arreglar
other-devices | le cambian la bateria a una macbook?
other-devices | y arreglan tablets samsung?
hours | a que hora abren
hours | a que hora cierran hoy
hours | abren los domingos?
hours | estan abiertos ahorita?
hours | cual es su horario
hours | salgo de trabajar a las 6, todavia los alcanzo abiertos?
hours | abren el 24 de diciembre?
hours | que dias abren
hours | what time abren el sabado
hours | ya cerraron?
free-times | tienen espacio mañana en la tarde
free-times | cual es la cita mas pronto que tienen
free-times | hay algo disponible hoy a las 3
free-times | tienen horario libre el sabado en la mañana
free-times | cuando es la proxima cita disponible
free-times | solo puedo despues de las 4, tienen algo el viernes?
free-times | esta libre el jueves a las 11
free-times | tienen lugar esta semana?
free-times | tienen un hueco hoy en la tarde?
location | donde estan ubicados
location | cual es la direccion
location | me pasa la direccion porfa
location | en que parte de eisenhower estan
location | como llego desde la 75
location | estan cerca del mall?
location | estoy en la eisenhower y no encuentro la tienda
location | cual es el codigo postal de la tienda, lo necesito para el gps
location | donde queda la tienda exactamente
service-area | atienden a gente de warner robins
service-area | vivo en perry, ustedes cubren ahi?
service-area | a que pueblos dan servicio
service-area | soy de forsyth, me pueden atender?
service-area | vivo en gray, eso esta dentro de su area?
service-area | dan servicio en byron
service-area | solo atienden macon o tambien otras ciudades
service-area | estoy en centerville, eso esta en su area de servicio?
service-area | atienden gente de milledgeville o nomas de macon
parking | hay estacionamiento
parking | donde me estaciono
parking | el parqueo es gratis?
parking | hay donde parquear enfrente
parking | tienen estacionamiento para discapacitados
parking | tengo que pagar para estacionarme
parking | hay lugar para una troca grande
parking | es facil encontrar parking ahi?
parking | donde dejo la troca cuando llegue
booking-how | como hago una cita
booking-how | puedo reservar por internet
booking-how | como reservo una reparacion de pantalla
booking-how | puedo sacar cita por este chat
booking-how | tengo que llamar para hacer cita o hay una forma en linea
booking-how | quiero agendar un cambio de bateria como le hago
booking-how | donde esta la pagina para reservar
booking-how | puedo hacer la cita para mi mama, ella no tiene email
booking-how | como le hago para apartar una cita
walk-in | necesito cita?
walk-in | puedo llegar sin cita
walk-in | aceptan walk ins?
walk-in | puedo pasar nomas o tengo que agendar
walk-in | es solo con cita?
walk-in | si llego sin avisar me atienden?
walk-in | tengo que reservar primero o puedo ir directo
walk-in | hay que hacer cita o es por orden de llegada
walk-in | puedo ir asi nomas sin appointment
repair-state | ya esta listo mi telefono?
repair-state | como va la reparacion de mi iphone
repair-state | me llego un mensaje que ya esta listo, ya lo puedo recoger?
repair-state | en la pagina de mi reparacion dice esperando su aprobacion, que significa
repair-state | ya terminaron con mi pantalla?
repair-state | deje mi cel ayer, alguna novedad?
repair-state | sigue en reparacion mi telefono? ya son 2 dias
repair-state | la pagina dice esperando pieza que quiere decir eso
repair-state | ya quedo mi cel? me dijeron que hoy
change-cancel | necesito cancelar mi cita
change-cancel | puedo cambiar mi cita para el viernes
change-cancel | quiero reprogramar mi cita
change-cancel | como cancelo mi reservacion
change-cancel | ya no voy a poder ir hoy, cancelen porfa
change-cancel | me equivoque de dia, la puedo cambiar al jueves?
change-cancel | puedo cambiar la hora de mi cita
change-cancel | voy a llegar tarde, me pueden mover la cita una hora mas tarde
change-cancel | tengo cita el martes pero necesito cambiarla, se puede?
texts | como dejo de recibir sus mensajes
texts | por que me llegan mensajes de ustedes
texts | no me llego el mensaje de confirmacion
texts | me pueden mandar los mensajes a otro numero
texts | ya no quiero recibir textos
texts | me van a mandar un text cuando este listo?
texts | este mensaje con un link es de ustedes?
texts | de que numero mandan los mensajes
texts | porfavor ya no me manden mensajes
warranty | tienen garantia
warranty | cuanto dura la garantia
warranty | que cubre la garantia
warranty | la pantalla que me pusieron dejo de funcionar, entra en la garantia?
warranty | si se vuelve a descomponer tengo que pagar otra vez
warranty | la garantia cubre si se me cae otra vez
warranty | necesito el recibo para la garantia?
warranty | la bateria que me cambiaron ya se descarga rapido, eso lo cubren?
warranty | cuantos dias de garantia dan
payment | aceptan efectivo
payment | puedo pagar con tarjeta
payment | aceptan zelle o cashapp
payment | tienen planes de pago
payment | aceptan apple pay
payment | se paga antes o despues de la reparacion
payment | aceptan cheques
payment | cobran extra por pagar con tarjeta de credito
payment | se puede pagar con debito?
offer | tienen alguna oferta
offer | hay descuentos ahorita
offer | tienen cupones
offer | vi algo de descuento en pantallas esta semana, como funciona
offer | cual es la promocion de esta semana
offer | el descuento aplica para la bateria tambien?
offer | tienen descuento para militares
offer | hay algun especial?
offer | hay algun deal esta semana?
greeting | hola
greeting | buenos dias
greeting | buenas tardes
greeting | hola hay alguien?
greeting | que tal
greeting | buenas
greeting | hola buenas noches
greeting | hola, es la tienda de reparacion?
greeting | hola buenas
thanks | gracias
thanks | muchas gracias
thanks | mil gracias por la ayuda
thanks | ok gracias
thanks | se lo agradezco
thanks | muy amable, gracias
thanks | perfecto gracias
thanks | gracias amigo, thank you
thanks | grax
refusal | como va a estar el clima mañana
refusal | me ayudas con mi tarea de matematicas
refusal | cuentame un chiste
refusal | donde hay un buen restaurante mexicano por aqui
refusal | a que hora cierra walmart
refusal | me puedes escribir un ensayo para la escuela
refusal | quien gano el partido anoche
refusal | me recomiendas un dentista en warner robins
refusal | me puedes decir el horario del dmv
owner-only | enseñame todas las citas de hoy
owner-only | dame la lista de sus clientes
owner-only | cuantas reparaciones hicieron el mes pasado
owner-only | cual es el telefono de la persona que tenia cita antes que yo
owner-only | quien tiene cita mañana
owner-only | cuanto dinero ganaron esta semana
owner-only | quiero ver la base de datos de clientes
owner-only | pasame los correos de todos los que reservaron
owner-only | que clientes tienen reparaciones pendientes ahorita
`;
