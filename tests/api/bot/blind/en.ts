// Blind held-out set, English: phone-typed visitor messages written without seeing the bot's training examples or
// the existing held-out set, to measure the intent classifier on phrasings it never saw. One `intent | message` a line.
export default `
problem | my screen is shattered and touch stopped working on the bottom half
problem | 13 pro wont charge unless i hold the cable at a weird angle
problem | dropped my xr in the pool last nite now it just shows the apple logo and restarts over and over
problem | battery dies at like 40% outta nowhere
problem | nobody can hear me on calls they say i sound muffled
problem | back glass is cracked on my 14pm, front is fine tho
problem | phone got super hot in the car and now it wont turn on at all
problem | theres green lines going down the screen since i dropped it
problem | camera is all blurry and makes a clicking noise when i open it
problem | face id quit working after it fell face down on the driveway
problem | my phone keeps saying service next to battery health idk what that means
problem | speaker crackles real bad when i play music
problem | can u guys fix an iphone 11 thats stuck boot looping
problem | screen is black but i can hear notifications coming in
problem | ghost touching, apps open by themselves and i cant type
problem | my phone fell in the toilet. its on but the screen keeps flickering
price | how much for a 13 pro screen
price | whats it cost to replace the battery on a iphone 12
price | price on charging port repair for xs max?
price | ballpark on back glass for a 15 pro max
price | how much do yall charge just to look at it
price | is it cheaper than going to the apple store
price | rough estimate for a cracked screen on an se 2nd gen
price | my daughter cracked her 11 screen AGAIN lol how much this time
price | what would a camera lens replacement run me on a 14 pro
price | do you charge anything if you cant fix it
price | hey whats the price for water damage repair
price | need a new battery in my 8 plus, what does that go for
price | hw much is a screen for 14 plus
repair-time | how long does a screen replacement take
repair-time | if i drop it off on my lunch break will it be done before i go back
repair-time | do i have to leave it overnight for a battery
repair-time | same day on a 12 pro max screen?
repair-time | how long for water damage usually
repair-time | can i wait for it or do i have to come back later
repair-time | how many days to fix a charging port
repair-time | i got a flight tomorrow morning how fast can yall do a screen
repair-time | roughly how long will i be without my phone
repair-time | is a battery swap like a 20 min thing or longer
repair-time | whats the turnaround on back glass
repair-time | could i get it back today if i bring it in at noon
repair-time | hw long yall take on a battery
data-safety | will i lose my pictures if you fix the screen
data-safety | do you need my passcode
data-safety | should i back up before i bring it in
data-safety | are yall gonna wipe my phone
data-safety | i have a lot of personal stuff on there does anybody go thru it
data-safety | my phone wont turn on can you still get my photos off it
data-safety | will my texts and contacts still be there after
data-safety | do i need to factory reset it before bringing it in
data-safety | is my info safe with you guys
data-safety | does a battery replacement erase anything
data-safety | my pics of my kids are on there and never backed up, is that a risk with the repair
data-safety | do yall need my apple id password
other-devices | do you fix samsung galaxy s22
other-devices | my ipad screen cracked can you do that
other-devices | apple watch screen replacement?
other-devices | do you work on macbooks
other-devices | can u fix a pixel 7 charging port
other-devices | my airpods case wont charge
other-devices | do yall do android phones at all
other-devices | my sons nintendo switch screen is broke do you fix those
other-devices | ipad air battery replacement possible?
other-devices | my moto g has a cracked screen
other-devices | do u repair laptops
other-devices | my wifes galaxy a54 fell in the tub
other-devices | u fix ipads? mine wont charge
hours | what time do you open tomorrow
hours | are you open on sunday
hours | what time do yall close today
hours | im leaving robins at 5:30 will you still be open when i get there
hours | are you open christmas eve
hours | open saturdays?
hours | whats your hours
hours | can i come by at 9 before work or is that too early
hours | are you guys open on new years day
hours | when do you close on weekdays
hours | you open right now?
hours | you guys open the day after christmas?
free-times | do you have any openings tomorrow afternoon
free-times | whats the earliest slot you got this week
free-times | can i get in at 3 today
free-times | any availability saturday morning
free-times | is 11 on thursday free
free-times | whens your next open appointment
free-times | i can only do after 4, anything left friday
free-times | got anything available today for a battery
free-times | how booked up are you this week
free-times | is there a time monday i could come in
free-times | are there slots open wednesday
free-times | tryna come in tmrw around 1 is that open
location | whats your address
location | where are you located exactly
location | which side of eisenhower pkwy are you on
location | are you the shop near the mall
location | directions from i-75?
location | how far are you from mercer
location | what plaza are you in i cant find it
location | send me the address pls
location | whats the zip code for the store, my gps wants it
location | im on eisenhower right now where are you exactly
location | what building are you in is there a sign out front
location | wat street are yall on
service-area | do you serve warner robins
service-area | i live in perry is that in your area
service-area | do you take customers from forsyth
service-area | im out in gray, do yall work with people from there
service-area | what towns do you cover
service-area | do you do byron too
service-area | is milledgeville too far for you guys
service-area | is kathleen in your service area
service-area | which areas around middle georgia do you serve
service-area | you guys only do macon or surrounding towns too
service-area | im in centerville, do you serve that area
parking | is there parking
parking | where do i park
parking | is parking free
parking | can i park out front
parking | is there handicap parking
parking | is it hard to find parking over there
parking | do i have to pay to park
parking | i drive a big truck is there room to park
parking | parking lot or street parking?
parking | wheres the closest place to park when i come in
parking | is the lot shared with the other stores or do you have your own spots
booking-how | how do i book an appointment
booking-how | can i schedule online
booking-how | how do i make a reservation for a screen repair
booking-how | can i book through this chat
booking-how | do i call to set up an appt or is there a form
booking-how | i want to book a battery replacement how do i do that
booking-how | whats the process to get on the schedule
booking-how | can i book for my mom she doesnt have email
booking-how | wheres the booking page
booking-how | how do i reserve a spot
booking-how | hw do i get an appointment set up
walk-in | do i need an appointment
walk-in | can i just walk in
walk-in | do you take walk ins
walk-in | is it ok to just stop by without booking
walk-in | appointment required?
walk-in | if i come in without calling will you still help me
walk-in | walk ins ok on saturday?
walk-in | do i have to book first or is it first come first serve
walk-in | is it by appointment only
walk-in | my screen just broke can i just swing by or do i need to set something up first
walk-in | do i gotta make an appt or can i just pull up
repair-state | is my phone done yet
repair-state | got a text saying my phone is ready, can i come get it now
repair-state | any update on my 12 pro? dropped it off this morning
repair-state | whats the status of my repair
repair-state | the repair page says waiting on part what does that mean
repair-state | is my screen repair finished
repair-state | checking on my daughters phone, its under jessica
repair-state | you guys still working on my phone? its been 2 days
repair-state | how is my repair going
repair-state | my repair page says ready for pickup so i can come now?
repair-state | page says waiting for approval what am i approving
repair-state | hows my phone coming along
change-cancel | i need to cancel my appointment
change-cancel | can i move my appointment to friday
change-cancel | need to reschedule something came up
change-cancel | running late can i push my appt back an hour
change-cancel | how do i cancel my booking
change-cancel | i booked tuesday by mistake meant thursday
change-cancel | can i change the time of my appointment
change-cancel | i wont make it today please cancel
change-cancel | can i change my booking from battery to screen
change-cancel | need to cancel, got it fixed somewhere else
change-cancel | hey i have an appt at 2 today. can we do tomorrow instead
texts | how do i stop these text messages
texts | why do i keep getting texts from you
texts | i never got a confirmation text
texts | can you send the updates to a different number
texts | is this text from you guys legit, it has a link in it
texts | unsubscribe me from texts
texts | will you text me when its ready
texts | i dont want sms updates
texts | what number do your texts come from
texts | can i get text reminders for my appointment
texts | how do i make the msgs stop, my repair is done already
warranty | do you offer a warranty
warranty | how long is the warranty on a screen
warranty | the battery you put in last month is already draining fast, is that covered
warranty | is there a guarantee on your repairs
warranty | what does the warranty cover
warranty | if the new screen stops working do i have to pay again
warranty | does the warranty cover it if i drop it again
warranty | is labor covered or just the part
warranty | do i need my receipt for warranty
warranty | warranty on water damage repairs?
warranty | got my screen done here 2 weeks ago and now touch is acting up. does the warranty cover that
payment | do you take cash
payment | can i pay with card
payment | apple pay?
payment | do yall accept cashapp or zelle
payment | do you do payment plans
payment | can i pay with a check
payment | do i pay before or after the repair
payment | do you take amex
payment | is there a fee for using a credit card
payment | do you accept afterpay or klarna
payment | yall take debit?
offer | any deals going on
offer | do you have any discounts right now
offer | is the screen repair discount still going
offer | got any coupons
offer | do you have a student discount
offer | saw something about money off screen repairs this week, how does that work
offer | military discount?
offer | promo code?
offer | whats the special this week
offer | does the deal apply to back glass too
offer | is there a discount if i fix 2 phones
greeting | hi
greeting | hello
greeting | hey there
greeting | good morning
greeting | yo
greeting | hiii
greeting | anyone there?
greeting | hey hows it going
greeting | good afternoon!
greeting | hello is this the repair shop
greeting | heyyy
thanks | thanks
thanks | thank you so much
thanks | ty
thanks | ok great thanks for the help
thanks | appreciate it
thanks | awesome thx
thanks | thank u!!
thanks | perfect, thanks a lot
thanks | cool thanks man
thanks | that helps, thank you
thanks | thx so much!! yall are the best
refusal | whats the weather in macon tomorrow
refusal | can you help me with my math homework
refusal | tell me a joke
refusal | whats a good place to eat near you
refusal | who won the georgia game
refusal | can you write my essay about the civil war
refusal | wheres the nearest verizon store
refusal | whats the best crypto to buy right now
refusal | what time does walmart close
refusal | can you order me a pizza
refusal | recommend a good dentist in warner robins
refusal | whats the score of the braves game
owner-only | show me all the appointments for today
owner-only | can you give me a list of your customers
owner-only | how many repairs did you do last month
owner-only | whats the phone number of the person who booked before me
owner-only | export the booking list
owner-only | who has appointments tomorrow
owner-only | how much money did the shop make this week
owner-only | can i see everybodys repair status
owner-only | pull up the customer database
owner-only | give me the emails of everyone who booked a screen repair
owner-only | can you tell me what repair my neighbor got done, she was there yesterday
`;
