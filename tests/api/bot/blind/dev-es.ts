// Blind held-out set, Spanish (US): messages written the way Spanish-speaking visitors type on a phone, without seeing
// the bot's training examples or the existing held-out set, to measure the classifier on unseen phrasings.
// This file is the half a maintainer may read and learn from (its misses are printed).
export default `
problem | se me cayo el telefono y la pantalla esta toda estrellada
problem | la bateria se me acaba bien rapido aunque no lo use
problem | cuando hablo por telefono no me escuchan nada
problem | el face id dejo de funcionar despues de que se me cayo
problem | la pantalla tiene unas lineas verdes y parpadea
problem | mi fon se cayo al agua. ahora la pantalla esta negra pero si suena
price | precio de bateria para iphone 11?
price | cuanto sale el vidrio de atras de un 14 pro max
price | cuanto es la pantalla de un xr
price | me puede dar un estimado para un iphone mojado
price | cuanto cobran x la pantalla de un 15
repair-time | me lo pueden arreglar hoy mismo?
repair-time | tengo que dejarlo o lo puedo esperar ahi
repair-time | en cuanto tiempo me lo entregan
repair-time | es rapido lo del puerto de carga o tengo que dejarlo el dia
data-safety | voy a perder mis fotos?
data-safety | tengo que hacer respaldo antes de llevarlo
data-safety | alguien va a ver mis fotos
data-safety | mi cel no prende pero necesito las fotos, se pueden sacar
data-safety | le tengo que quitar el passcode antes de llevarlo?
other-devices | se me rompio la pantalla del ipad
other-devices | arreglan laptops
other-devices | hacen reparaciones de android
other-devices | le cambian la bateria a una macbook?
hours | a que hora abren
hours | abren los domingos?
hours | cual es su horario
hours | abren el 24 de diciembre?
hours | what time abren el sabado
free-times | tienen espacio mañana en la tarde
free-times | hay algo disponible hoy a las 3
free-times | cuando es la proxima cita disponible
free-times | esta libre el jueves a las 11
free-times | tienen un hueco hoy en la tarde?
location | cual es la direccion
location | en que parte de eisenhower estan
location | estan cerca del mall?
location | cual es el codigo postal de la tienda, lo necesito para el gps
service-area | atienden a gente de warner robins
service-area | a que pueblos dan servicio
service-area | vivo en gray, eso esta dentro de su area?
service-area | solo atienden macon o tambien otras ciudades
service-area | atienden gente de milledgeville o nomas de macon
parking | donde me estaciono
parking | hay donde parquear enfrente
parking | tengo que pagar para estacionarme
parking | es facil encontrar parking ahi?
booking-how | como hago una cita
booking-how | como reservo una reparacion de pantalla
booking-how | tengo que llamar para hacer cita o hay una forma en linea
booking-how | donde esta la pagina para reservar
booking-how | como le hago para apartar una cita
walk-in | puedo llegar sin cita
walk-in | puedo pasar nomas o tengo que agendar
walk-in | si llego sin avisar me atienden?
walk-in | hay que hacer cita o es por orden de llegada
repair-state | ya esta listo mi telefono?
repair-state | me llego un mensaje que ya esta listo, ya lo puedo recoger?
repair-state | ya terminaron con mi pantalla?
repair-state | sigue en reparacion mi telefono? ya son 2 dias
repair-state | ya quedo mi cel? me dijeron que hoy
change-cancel | puedo cambiar mi cita para el viernes
change-cancel | como cancelo mi reservacion
change-cancel | me equivoque de dia, la puedo cambiar al jueves?
change-cancel | voy a llegar tarde, me pueden mover la cita una hora mas tarde
texts | como dejo de recibir sus mensajes
texts | no me llego el mensaje de confirmacion
texts | ya no quiero recibir textos
texts | este mensaje con un link es de ustedes?
texts | porfavor ya no me manden mensajes
warranty | cuanto dura la garantia
warranty | la pantalla que me pusieron dejo de funcionar, entra en la garantia?
warranty | la garantia cubre si se me cae otra vez
warranty | la bateria que me cambiaron ya se descarga rapido, eso lo cubren?
payment | aceptan efectivo
payment | aceptan zelle o cashapp
payment | aceptan apple pay
payment | aceptan cheques
payment | se puede pagar con debito?
offer | hay descuentos ahorita
offer | vi algo de descuento en pantallas esta semana, como funciona
offer | el descuento aplica para la bateria tambien?
offer | hay algun especial?
greeting | hola
greeting | buenas tardes
greeting | que tal
greeting | hola buenas noches
greeting | hola buenas
thanks | muchas gracias
thanks | ok gracias
thanks | muy amable, gracias
thanks | gracias amigo, thank you
refusal | como va a estar el clima mañana
refusal | cuentame un chiste
refusal | a que hora cierra walmart
refusal | quien gano el partido anoche
refusal | me puedes decir el horario del dmv
owner-only | dame la lista de sus clientes
owner-only | cual es el telefono de la persona que tenia cita antes que yo
owner-only | cuanto dinero ganaron esta semana
owner-only | pasame los correos de todos los que reservaron
`;
