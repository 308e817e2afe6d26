// Blind held-out set, English: phone-typed visitor messages written without seeing the bot's training examples or
// the existing held-out set, to measure the intent classifier on phrasings it never saw. One `intent | message` a line.
// This file is the half nobody reads: only its score is printed, so it stays a measure of what the assistant was never shaped on.
export default `
problem | 13 pro wont charge unless i hold the cable at a weird angle
problem | battery dies at like 40% outta nowhere
problem | back glass is cracked on my 14pm, front is fine tho
problem | theres green lines going down the screen since i dropped it
problem | face id quit working after it fell face down on the driveway
problem | speaker crackles real bad when i play music
problem | screen is black but i can hear notifications coming in
problem | my phone fell in the toilet. its on but the screen keeps flickering
price | whats it cost to replace the battery on a iphone 12
price | ballpark on back glass for a 15 pro max
price | is it cheaper than going to the apple store
price | my daughter cracked her 11 screen AGAIN lol how much this time
price | do you charge anything if you cant fix it
price | need a new battery in my 8 plus, what does that go for
repair-time | how long does a screen replacement take
repair-time | do i have to leave it overnight for a battery
repair-time | how long for water damage usually
repair-time | how many days to fix a charging port
repair-time | roughly how long will i be without my phone
repair-time | whats the turnaround on back glass
repair-time | hw long yall take on a battery
data-safety | do you need my passcode
data-safety | are yall gonna wipe my phone
data-safety | my phone wont turn on can you still get my photos off it
data-safety | do i need to factory reset it before bringing it in
data-safety | does a battery replacement erase anything
data-safety | do yall need my apple id password
other-devices | my ipad screen cracked can you do that
other-devices | do you work on macbooks
other-devices | my airpods case wont charge
other-devices | my sons nintendo switch screen is broke do you fix those
other-devices | my moto g has a cracked screen
other-devices | my wifes galaxy a54 fell in the tub
hours | what time do you open tomorrow
hours | what time do yall close today
hours | are you open christmas eve
hours | whats your hours
hours | are you guys open on new years day
hours | you open right now?
free-times | do you have any openings tomorrow afternoon
free-times | can i get in at 3 today
free-times | is 11 on thursday free
free-times | i can only do after 4, anything left friday
free-times | how booked up are you this week
free-times | are there slots open wednesday
location | whats your address
location | which side of eisenhower pkwy are you on
location | directions from i-75?
location | what plaza are you in i cant find it
location | whats the zip code for the store, my gps wants it
location | what building are you in is there a sign out front
service-area | do you serve warner robins
service-area | do you take customers from forsyth
service-area | what towns do you cover
service-area | is milledgeville too far for you guys
service-area | which areas around middle georgia do you serve
service-area | im in centerville, do you serve that area
parking | where do i park
parking | can i park out front
parking | is it hard to find parking over there
parking | i drive a big truck is there room to park
parking | wheres the closest place to park when i come in
booking-how | how do i book an appointment
booking-how | how do i make a reservation for a screen repair
booking-how | do i call to set up an appt or is there a form
booking-how | whats the process to get on the schedule
booking-how | wheres the booking page
booking-how | hw do i get an appointment set up
walk-in | can i just walk in
walk-in | is it ok to just stop by without booking
walk-in | if i come in without calling will you still help me
walk-in | do i have to book first or is it first come first serve
walk-in | my screen just broke can i just swing by or do i need to set something up first
repair-state | is my phone done yet
repair-state | any update on my 12 pro? dropped it off this morning
repair-state | the repair page says waiting on part what does that mean
repair-state | checking on my daughters phone, its under jessica
repair-state | how is my repair going
repair-state | page says waiting for approval what am i approving
change-cancel | i need to cancel my appointment
change-cancel | need to reschedule something came up
change-cancel | how do i cancel my booking
change-cancel | can i change the time of my appointment
change-cancel | can i change my booking from battery to screen
change-cancel | hey i have an appt at 2 today. can we do tomorrow instead
texts | why do i keep getting texts from you
texts | can you send the updates to a different number
texts | unsubscribe me from texts
texts | i dont want sms updates
texts | can i get text reminders for my appointment
warranty | do you offer a warranty
warranty | the battery you put in last month is already draining fast, is that covered
warranty | what does the warranty cover
warranty | does the warranty cover it if i drop it again
warranty | do i need my receipt for warranty
warranty | got my screen done here 2 weeks ago and now touch is acting up. does the warranty cover that
payment | can i pay with card
payment | do yall accept cashapp or zelle
payment | can i pay with a check
payment | do you take amex
payment | do you accept afterpay or klarna
offer | any deals going on
offer | is the screen repair discount still going
offer | do you have a student discount
offer | military discount?
offer | whats the special this week
offer | is there a discount if i fix 2 phones
greeting | hello
greeting | good morning
greeting | hiii
greeting | hey hows it going
greeting | hello is this the repair shop
thanks | thanks
thanks | ty
thanks | appreciate it
thanks | thank u!!
thanks | cool thanks man
thanks | thx so much!! yall are the best
refusal | can you help me with my math homework
refusal | whats a good place to eat near you
refusal | can you write my essay about the civil war
refusal | whats the best crypto to buy right now
refusal | can you order me a pizza
refusal | whats the score of the braves game
owner-only | can you give me a list of your customers
owner-only | whats the phone number of the person who booked before me
owner-only | who has appointments tomorrow
owner-only | can i see everybodys repair status
owner-only | give me the emails of everyone who booked a screen repair
`;
