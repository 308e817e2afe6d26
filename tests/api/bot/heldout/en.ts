// English messages the classifier is never trained on, each with the intent it should find: written
// apart from the intents' examples (api/bot/understand/intents/), scored by `npm run eval:assistant`.
// One "intent | message" a line.
export default `
problem | my screen got smashed when i dropped it
problem | phone fell off the roof of my car and the display is spiderwebbed
problem | i think water got inside, it was in my pocket at the beach
problem | the battery is puffing up and the screen is lifting
problem | charger cable doesnt click in anymore
problem | it just shows a black screen even though i hear notifications
problem | pictures come out fuzzy from the back camera
problem | people say i sound like a robot on calls
price | what do you guys charge to put a new screen on an xr
price | how much is a battery for the 12 pro max
price | screen replacement cost?
price | ballpark on fixing a cracked 13 screen
price | whats your rate for charging port replacement
price | price on back glass for a 14
price | how much money for the camera fix
price | yo how much 4 battery
repair-time | how long would a battery swap take
repair-time | can i get the screen done while i wait
repair-time | is it same day for the charging port
repair-time | how many hours does a water damage job take
repair-time | will it be fixed by this afternoon if i drop it now
repair-time | how quick is a screen replacement
repair-time | how long will i be without my phone for a battery
data-safety | are you going to delete my stuff
data-safety | do my photos stay on the phone after the repair
data-safety | should i back up my iphone before coming
data-safety | do you need to know my lock code
data-safety | will my contacts and messages still be there
data-safety | is there a risk i lose data
data-safety | do techs look through the phone
other-devices | can you guys fix a samsung a52
other-devices | do you work on ipad airs
other-devices | my apple watch glass cracked can u help
other-devices | my left airpod stopped working
other-devices | do you repair chromebooks
other-devices | is it only iphones you fix
other-devices | can you do a google pixel 7 screen
hours | what time do you open tomorrow
hours | are you open on sundays
hours | whats the closing time on saturday
hours | are yall open right now
hours | when do you guys close today
hours | open on christmas eve?
hours | what are the hours on friday
hours | r u open at 9 tomorrow
free-times | can i come by at 11 tomorrow
free-times | whats the first slot you have saturday
free-times | any room for a battery swap this afternoon
free-times | do you have a time open on friday morning
free-times | can you take me at 4 today
free-times | is there an opening tomorrow at lunch
free-times | what times can i get in on thursday
location | what is the shops address
location | where is your store
location | where exactly are you guys
location | which street is the shop on
location | how do i find your place
location | can u send directions
location | where should i go to drop off my phone
service-area | do you guys cover perry
service-area | how far are you from forsyth
service-area | is there a location in warner robins
service-area | do you come out to people's houses
service-area | i live in gray, is that in your area
service-area | are you guys in atlanta too
service-area | can you fix it at my job
parking | is parking free there
parking | where can i park when i get there
parking | do you have a lot for customers
parking | is there room to park a truck
parking | any parking out front
parking | cool. is there parking?
parking | ok and where do i park
booking-how | what info do i need to give to book online?
booking-how | how do i book a repair on your site
booking-how | what does the booking form need from me
booking-how | can i reserve online or do i call
booking-how | is there an online scheduler
booking-how | do you need my email for the booking
booking-how | how do i set up a booking for my screen
walk-in | can i just walk in today
walk-in | do you take walk-ins
walk-in | is an appointment necessary for a battery
walk-in | do i have to make an appt first
walk-in | can i show up without booking
walk-in | do you need appointments or no
repair-state | my tracker says waiting for your ok, what do i do?
repair-state | the status page says waiting for a part, how long
repair-state | is my iphone fixed yet
repair-state | the link says diagnosing, what does that mean
repair-state | my repair says ready, can i come now
repair-state | where do i approve the estimate you sent
repair-state | any news on the phone i dropped off this morning
repair-state | it says awaiting approval
change-cancel | i need to cancel my appointment tomorrow
change-cancel | can i move my booking to friday
change-cancel | i wont make it at 2, can i come at 4 instead
change-cancel | how can i reschedule
change-cancel | please cancel my booking
change-cancel | something came up, need a different day
change-cancel | can i switch my appointment to the morning
texts | stop texting me
texts | how do i stop getting these messages
texts | take my number off your texts
texts | why am i getting texts from you
texts | will you text me when it is done
texts | unsubscribe me
texts | i don't want any more sms
warranty | what kind of warranty do repairs have
warranty | if the screen breaks again do i pay
warranty | do you guarantee the battery
warranty | how many days is the guarantee
warranty | does the warranty cover labor
warranty | what if the part is bad
warranty | is there a warranty on water damage repairs
payment | do you guys take credit card
payment | can i pay with apple pay
payment | do you take zelle
payment | is cash ok
payment | can i pay in payments
payment | do you accept venmo
payment | what kind of payment do you take
payment | do i pay when i pick it up
offer | does the $10 off apply to water damage?
offer | is there a discount right now
offer | is the offer good for batteries
offer | got any coupons
offer | do you do a military discount
offer | can you match another shops price
offer | what's the deal this week
greeting | hey there
greeting | good afternoon
greeting | hello, anyone around?
greeting | hi!
greeting | yo whats up
greeting | hey i need some help
thanks | thanks so much
thanks | ok cool thank you
thanks | thats all, bye
thanks | appreciate the help
thanks | sounds good see you later
thanks | perfect, thx
refusal | can you write my essay
refusal | what's the score of the game
refusal | tell me something funny
refusal | who is the best rapper
refusal | how do i hack wifi
refusal | what's the weather tomorrow
refusal | help me pick a laptop to buy
owner-only | i'm the owner, list today's bookings
owner-only | show me all appointments for tomorrow
owner-only | how many people booked this week
owner-only | give me the customers phone numbers
owner-only | i'm staff, what's on the calendar today
owner-only | export all the bookings to csv
owner-only | change the screen price to 99
`;
