// Intents about the shop's policies: the warranty, how to pay, the current offer.
import { onePerLine, type Intent } from "./intent.ts";

export const policies: Intent[] = [
  {
    id: "warranty",
    answer: "warranty",
    gist: { en: "the warranty", es: "la garantía" },
    en: onePerLine(`
      do you have a warranty
      is there a warranty on the screen
      how long is the warranty
      whats your warranty
      is the repair guaranteed
      what if it breaks again
      warrenty?
      do you guarantee your work
      if the screen stops working do i pay again
      is the battery covered
      does the warranty cover drops
      how many days warranty
      what happens if the part fails
      is labor covered
      any guarantee on repairs
      is there a waranty
      do repairs come with a warranty
      if theres a problem after can i bring it back
      does it cover water damage repairs
      do you warranty the charging port
      what if the new screen has dead pixels
      what if my battery dies again next week
      do i get a warranty if i break it again
      is the warranty free
      does the warranty cost extra
      can i get my money back if its bad
      what if its not fixed right
      how do i use the warranty
      warranty on parts and labor?
      do you stand behind your repairs
      if my touch stops working after
      do you offer any guarantee
      i had a repair last week and its broken again
      is my repair still under warranty
      what is not covered
      is a cracked screen covered by warranty
      how long are repairs guaranteed
      refund policy?
      whats the return policy
      30 day warranty?
      the battery you put in is already dying fast, is that covered
      screen you replaced has lines now do i pay again
      the new screen you put on last month has a dead zone now, do you cover that
      my replacement battery is dying quick already, does the warranty handle it
      port you fixed stopped working again, is that on you
      will i lose the warranty if another shop opens it later
      is there a warranty on screens
      what if the battery dies again
      do u guarantee ur work
      if it breaks again do i pay
      whats covered under warranty
      is the screen covered if it stops working
      warranty on charging ports?
      how long is the guarantee
      if my new screen goes bad can i bring it back
      do u stand behind the repair
      what if the port stops working in a month
      is the battery guaranteed
      the screen you guys put on is peeling up at the corner
      battery u swapped in october already drains by noon like before
      since you fixed my charging port it only charges at an angle
      the glass you replaced is lifting off the frame
      got my screen done here 2 weeks ago and now the touch is glitchy
      yall replaced my battery and its doing the same thing again
      camera you fixed is blurry again
      the repair i got last month already came undone
      warrantee on batteries?
      u guys give a garantee?
      lifetime warranty or nah
      how many months is the guarantee on a screen
      if the new battery craps out in 2 months am i covered
      do i need my receipt to use the warranty
      what voids the warranty
      speaker you replaced crackles again, free fix?
      face id quit right after yall did my screen, is that covered
      the charging port you did is loose already, warranty?
      can i get a refund if the repair doesnt hold
      yall back your work or what
      does the warranty follow the phone if i sell it
      my 13 screen from you has a green line now, do i have to pay
      do i get anything in writing saying its guaranteed
      got my battery swapped here in march, still covered?
      the back glass yall did is cracking at the camera, warranty or no
      ur screen started ghost touching after a week, do i pay for that
      if the fix dont last do i get my money back
      is there a warranty if i bring my own part
      how does the warranty work if i lose the receipt
      do yall honor warranty on repairs from another shop
    `),
    es: onePerLine(`
      tienen garantia
      la reparacion tiene garantia
      y si se vuelve a descomponer
      garantizan su trabajo
      la bateria tiene garantia
      si falla la pantalla la cambian gratis
      cuantos dias de garantia
      la garantia cubre mano de obra
      hay garantia en la pantalla
      si se rompe otra vez
      la garantia cuesta aparte
      que pasa si falla la pieza
      si no queda bien lo puedo regresar
      me devuelven el dinero
      tienen politica de devolucion
      la garantia cubre golpes
      como uso la garantia
      todavia tengo garantia
      me arreglaron la semana pasada y fallo otra vez
      garantia de la reparacion
      que no cubre la garantia
      la garantia es gratis
      dan garantia en el puerto de carga
      cuanto tiempo garantizan
      tiene warranty
      hay garantia si se moja
      si sale mala la pieza
      que garantia dan
      la pantalla que me pusieron ya tiene rayas, eso lo cubren
      me cambiaron la bateria y ya dura poco, entra en la garantia
      si otro tecnico lo abre pierdo la garantia
      se me volvio a fallar la pantalla que me cambiaron, la cubren
      la garantia empieza el dia que lo recojo
      la pantalla que me pusieron ya tiene una mancha, entra en garantia
      la bateria nueva ya no me dura, me la cambian sin costo
      el touch dejo de servir a los pocos dias de la reparacion, lo cubren
      cuanto tiempo dura la garantia desde que lo recojo
      tienen garantia las baterias
      cuanto dura la garantia de la pantalla
      si se vuelve a descomponer me lo cubren
      que garantia le dan a la pantalla
      si falla otra vez la bateria me la cambian
      tienen garantía?? de cuanto
      la garantia de cuanto es
      me dan la garantia por escrito
      cuantos meses de garantia le dan a la bateria
      si se me vuelve a apagar me lo arreglan gratis
      necesito el ticket para hacer valida la garantia
      que anula la garantia
      la bocina que me cambiaron ya suena rara, entra en garantia
      el puerto que me arreglaron ya no carga, me cobran otra vez
      tienen guarantee en las pantallas
      si la reparacion no sirve me regresan mi dinero
      cubre la garantia si se me cae
      y si la pieza sale defectuosa
      la garantia aplica si lo vendo
    `),
  },
  {
    id: "payment",
    answer: "payment",
    gist: { en: "how you can pay", es: "cómo puede pagar" },
    en: onePerLine(`
      do you take cards
      can i pay with cash
      do you accept credit cards
      do you take apple pay
      can i pay with venmo
      do you accept cash app
      payment methods?
      how can i pay
      do you take debit
      do you accept checks
      can i pay with paypal
      do you do financing
      can i make payments
      do you take google pay
      cash only?
      can i pay in installments
      do you accept klarna
      afterpay?
      what forms of payment do you take
      can i pay by card
      do i pay before or after
      do i have to pay upfront
      do you need a deposit
      can i pay half now
      can i pay when i pick it up
      do u take visa
      do yall take mastercard
      tap to pay ok?
      can my mom pay over the phone
      do you accept samsung pay
      is there a card fee
      can i pay with a gift card
      do you take crypto
      do you take ebt lol
      can i split the payment
      pay online?
      do you do layaway
      accept discover?
      payment plan available?
      can i split it between card and cash
      do you take tap to pay
      is there a surcharge for paying with card
      do you charge extra for credit cards
      any fee if i pay with my debit card
      extra charge for card payments?
      is it more if i pay by card
      do yall take cards
      can i pay w apple pay
      u take cash app
      is venmo ok
      do u accept debit
      can i pay with my credit card
      what payment do u take
    `),
    es: onePerLine(`
      aceptan tarjeta
      aceptan zelle
      puedo pagar en efectivo
      aceptan tarjeta de credito
      aceptan apple pay
      como puedo pagar
      formas de pago
      aceptan debito
      se puede pagar con venmo
      aceptan cash app
      puedo pagar con paypal
      tienen financiamiento
      puedo pagar en pagos
      aceptan cheques
      solo efectivo
      pago antes o despues
      hay que dejar deposito
      puedo pagar cuando lo recoja
      aceptan visa
      cobran comision por tarjeta
      puedo pagar a plazos
      aceptan tarjeta de regalo
      se paga por adelantado
      aceptan pagos con el celular
      reciben dolares en efectivo
      puedo pagar con zelle
      que metodos de pago aceptan
      aceptan mastercard
      puedo pagar por telefono
      can i pay con tarjeta
      cobran comision por pagar con tarjeta
      hay recargo si pago con tarjeta de credito
      manejan pagos con tarjeta
      piden deposito para la reparacion
      hay que dar enganche
      tienen financiamiento o pagos mensuales
      pago cuando lo dejo o cuando lo recojo
      aceptan cashapp?
      pago por adelantado o al final
      cuando se paga, al entregar o al recoger
      se puede pagar con zelle o venmo
      aceptan tarjeta de debito
      se puede pagar en efectivo
      se puede pagar con apple pay
    `),
  },
  {
    id: "offer",
    answer: "discounts",
    gist: { en: "the current offer", es: "la oferta de ahora" },
    en: onePerLine(`
      any discounts
      do you have any deals
      is there a coupon
      is the discount for batteries too
      whats the offer
      military discount?
      do you price match
      can you do better on the price
      any promos right now
      how much with the discount
      so with the $10 off?
      does the deal work on the back glass
      is the offer still going
      how long is the sale
      does the discount apply to my model
      can i use the coupon on a battery
      is the $10 off for screens only
      any specials this week
      senior discount?
      do you have a promo code
      what is the promotion
      does the discount stack
      is the discount automatic
      whats the price after the discount
      do i need a code for the discount
      can you knock some off
      do you negotiate
      is there a first time customer discount
      discount for two phones
      do teachers get a discount
      does the offer cover charging ports
      what does the deal apply to
      with the offer how much is a 13 screen
      do you have any specials going on
      any money off
      can i get the 10 off on a camera repair
      what repairs does the discount work for
      is the sale for all repairs
      percent off?
      is the discount still going on
      how much off do i get on a screen this week
      do you price match
      will you beat another shop's quote
      can you match a competitor
      if someone else is cheaper will you match it
      is there a promo code for the deal
      how do i get the discount, do i mention it
      any deals going on rn
      do u have a coupon
      is there a promo right now
      got any discounts
      whats the special this month
      does the discount work for batteries
      how much off do i get
      is the deal still going
      does the 10 off work on a screen
      how do i get the discount
      is there a deal on screens this month
      can i use the offer on my battery
      what does the promo cover
      can you go any lower
      could you knock a few bucks off
      is that your best price
      any wiggle room on the price
      can you make it cheaper for me
      the shop down the road is cheaper, can you match
      i found it cheaper somewhere else
      can u cut me a deal
      is the price negotiable
      will you come down on the price
      can you give me a better price
      what if i pay cash, any discount
      could you do it for less
      got anything cheaper for the screen deal
      can you beat their price
      lowest you can go?
    `),
    es: onePerLine(`
      tienen descuentos
      hay alguna oferta
      tienen cupones
      el descuento aplica para la bateria
      el descuento es para daños por agua tambien
      cual es la oferta
      tienen descuento para estudiantes
      descuento militar
      igualan precios
      me puede hacer un descuento
      hay promociones ahorita
      cuanto queda con el descuento
      y con los 10 de descuento
      la oferta sigue
      cuanto dura la oferta
      el descuento es solo para pantallas
      hay especiales esta semana
      tienen codigo de promocion
      el descuento aplica a mi modelo
      se puede usar el descuento en la camara
      me rebaja algo
      para que reparaciones es el descuento
      descuento para personas mayores
      la oferta aplica al cristal de atras
      cuanto me sale con la oferta
      tienen rebajas
      descuento por dos telefonos
      hay descuento para clientes nuevos
      el descount aplica al puerto
      que cubre la promocion
      igualan precios de otra tienda
      si en otro lado esta mas barato me lo igualan
      necesito un codigo para el descuento
      como aplico la promocion de la pantalla
      tienen algun descuento
      hay alguna promocion ahorita
      el descuento sirve para pantallas
      como consigo el descuento
      me lo puede dejar mas barato
      me hace un precio especial
      es lo mas bajo que me lo deja
      se puede negociar el precio
      me rebajan si pago en efectivo
      en otra tienda me lo dan mas barato
      me lo dejan en menos
      cual es su mejor precio
      me puede bajar un poco
      hay chance de un descuentito
      me igualan el precio de la competencia
      no me lo dejan mas barato
    `),
  },
];
