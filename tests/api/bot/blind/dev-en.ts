// Blind held-out set, English: phone-typed visitor messages written without seeing the bot's training examples or
// the existing held-out set, to measure the intent classifier on phrasings it never saw. One `intent | message` a line.
// This file is the half a maintainer may read and learn from (its misses are printed).
export default `
problem | my screen is shattered and touch stopped working on the bottom half
problem | dropped my xr in the pool last nite now it just shows the apple logo and restarts over and over
problem | nobody can hear me on calls they say i sound muffled
problem | phone got super hot in the car and now it wont turn on at all
problem | camera is all blurry and makes a clicking noise when i open it
problem | my phone keeps saying service next to battery health idk what that means
problem | can u guys fix an iphone 11 thats stuck boot looping
problem | ghost touching, apps open by themselves and i cant type
price | how much for a 13 pro screen
price | price on charging port repair for xs max?
price | how much do yall charge just to look at it
price | rough estimate for a cracked screen on an se 2nd gen
price | what would a camera lens replacement run me on a 14 pro
price | hey whats the price for water damage repair
price | hw much is a screen for 14 plus
repair-time | if i drop it off on my lunch break will it be done before i go back
repair-time | same day on a 12 pro max screen?
repair-time | can i wait for it or do i have to come back later
repair-time | i got a flight tomorrow morning how fast can yall do a screen
repair-time | is a battery swap like a 20 min thing or longer
repair-time | could i get it back today if i bring it in at noon
data-safety | will i lose my pictures if you fix the screen
data-safety | should i back up before i bring it in
data-safety | i have a lot of personal stuff on there does anybody go thru it
data-safety | will my texts and contacts still be there after
data-safety | is my info safe with you guys
data-safety | my pics of my kids are on there and never backed up, is that a risk with the repair
other-devices | do you fix samsung galaxy s22
other-devices | apple watch screen replacement?
other-devices | can u fix a pixel 7 charging port
other-devices | do yall do android phones at all
other-devices | ipad air battery replacement possible?
other-devices | do u repair laptops
other-devices | u fix ipads? mine wont charge
hours | are you open on sunday
hours | im leaving robins at 5:30 will you still be open when i get there
hours | open saturdays?
hours | can i come by at 9 before work or is that too early
hours | when do you close on weekdays
hours | you guys open the day after christmas?
free-times | whats the earliest slot you got this week
free-times | any availability saturday morning
free-times | whens your next open appointment
free-times | got anything available today for a battery
free-times | is there a time monday i could come in
free-times | tryna come in tmrw around 1 is that open
location | where are you located exactly
location | are you the shop near the mall
location | how far are you from mercer
location | send me the address pls
location | im on eisenhower right now where are you exactly
location | wat street are yall on
service-area | i live in perry is that in your area
service-area | im out in gray, do yall work with people from there
service-area | do you do byron too
service-area | is kathleen in your service area
service-area | you guys only do macon or surrounding towns too
parking | is there parking
parking | is parking free
parking | is there handicap parking
parking | do i have to pay to park
parking | parking lot or street parking?
parking | is the lot shared with the other stores or do you have your own spots
booking-how | can i schedule online
booking-how | can i book through this chat
booking-how | i want to book a battery replacement how do i do that
booking-how | can i book for my mom she doesnt have email
booking-how | how do i reserve a spot
walk-in | do i need an appointment
walk-in | do you take walk ins
walk-in | appointment required?
walk-in | walk ins ok on saturday?
walk-in | is it by appointment only
walk-in | do i gotta make an appt or can i just pull up
repair-state | got a text saying my phone is ready, can i come get it now
repair-state | whats the status of my repair
repair-state | is my screen repair finished
repair-state | you guys still working on my phone? its been 2 days
repair-state | my repair page says ready for pickup so i can come now?
repair-state | hows my phone coming along
change-cancel | can i move my appointment to friday
change-cancel | running late can i push my appt back an hour
change-cancel | i booked tuesday by mistake meant thursday
change-cancel | i wont make it today please cancel
change-cancel | need to cancel, got it fixed somewhere else
texts | how do i stop these text messages
texts | i never got a confirmation text
texts | is this text from you guys legit, it has a link in it
texts | will you text me when its ready
texts | what number do your texts come from
texts | how do i make the msgs stop, my repair is done already
warranty | how long is the warranty on a screen
warranty | is there a guarantee on your repairs
warranty | if the new screen stops working do i have to pay again
warranty | is labor covered or just the part
warranty | warranty on water damage repairs?
payment | do you take cash
payment | apple pay?
payment | do you do payment plans
payment | do i pay before or after the repair
payment | is there a fee for using a credit card
payment | yall take debit?
offer | do you have any discounts right now
offer | got any coupons
offer | saw something about money off screen repairs this week, how does that work
offer | promo code?
offer | does the deal apply to back glass too
greeting | hi
greeting | hey there
greeting | yo
greeting | anyone there?
greeting | good afternoon!
greeting | heyyy
thanks | thank you so much
thanks | ok great thanks for the help
thanks | awesome thx
thanks | perfect, thanks a lot
thanks | that helps, thank you
refusal | whats the weather in macon tomorrow
refusal | tell me a joke
refusal | who won the georgia game
refusal | wheres the nearest verizon store
refusal | what time does walmart close
refusal | recommend a good dentist in warner robins
owner-only | show me all the appointments for today
owner-only | how many repairs did you do last month
owner-only | export the booking list
owner-only | how much money did the shop make this week
owner-only | pull up the customer database
owner-only | can you tell me what repair my neighbor got done, she was there yesterday
`;
