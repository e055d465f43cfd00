// The words of the demo: an outdoor magazine, shop and event series called Trailhead.
import type {SeededRandom} from './prng.ts'

export const SENTENCES = [
  'The first hour on the trail always feels harder than the rest of the day.',
  'A good plan leaves room for weather, tired legs and the view you did not expect.',
  'We started early, while the valley was still in shadow and the grass was wet with dew.',
  'Most mistakes in the mountains are made at the end of a long day, not at the start.',
  'Carrying less means moving faster, and moving faster leaves more time to enjoy the place.',
  'Local knowledge beats any app: ask the hut warden before you choose your route.',
  'The weather changed twice before lunch, which is normal for this part of the coast.',
  'Good gear lasts for years when it is cleaned, dried and stored properly after each trip.',
  'Nobody regrets bringing a warm layer, but plenty of people regret leaving it in the car.',
  'Our testers covered more than four hundred kilometres over three seasons.',
  'It is easier to stay warm than to get warm again once you are cold.',
  'The route is well marked, but the markings fade above the tree line.',
  'Start with short trips close to home and add distance as your confidence grows.',
  'A simple checklist on the inside of the pack lid has saved us more than once.',
  'Repairing a jacket costs a fraction of a new one and keeps it out of landfill.',
  'By the third day the rhythm of walking, eating and sleeping felt completely natural.',
  'Water sources were plentiful in early summer but several had dried up by August.',
  'The last section follows an old cart road along the lake, flat and easy on tired feet.',
  'Every member of the group should know the plan, the turnaround time and the way out.',
  'We measured weight, packed size and warmth, then asked how each item felt to use.',
  'Trains and buses reach the trailhead twice a day, so there is no need for a car.',
  'Cooking outdoors is mostly about preparation: chop and portion everything at home.',
  'The forecast promised sunshine, and for once the forecast was right.',
  'Small habits, like checking the map at every junction, prevent most wrong turns.',
  'The community clean-up collected more than two hundred kilos of litter in one morning.',
  'Good boots need breaking in; wear them on short walks before the big trip.',
  'The hut serves a hot dinner at seven, and latecomers eat whatever is left.',
  'Paddling at dawn means calm water, cool air and the fjord almost to yourself.',
  'Shared kit, such as stoves and tents, is split between everyone to even out the loads.',
  'The view from the ridge made every steep metre of the climb worth it.',
  'Clear communication on the rock matters more than the strength of the climber.',
  'Dry bags keep spare clothes dry even when the rest of the pack is soaked.',
  'We left the campsite exactly as we found it, apart from the footprints.',
  'A puncture is a ten-minute job when the tools are in the saddle bag and not at home.',
  'Snow lingers in the gullies well into June at this altitude.',
  'The best trips often start with a modest goal and a flexible attitude.',
]

export const HEADINGS = [
  'Before you set off',
  'What to pack',
  'On the trail',
  'Where to stay',
  'Lessons learned',
  'Staying safe',
  'Our verdict',
  'Getting there',
  'A few tips',
  'What we would do differently',
  'The route in short',
  'Food and water',
]

export const LIST_ITEMS = [
  'A map and a compass, even if you carry a phone',
  'Spare socks in a dry bag',
  'A warm layer for every stop',
  'Enough water for the first half of the day',
  'A headlamp with fresh batteries',
  'A small first-aid kit and blister plasters',
  'Snacks you actually like eating',
  'A plan shared with someone at home',
  'Sun cream, even on cloudy days',
  'A lightweight wind shell',
  'Cash for the hut, which may not take cards',
  'A repair kit with tape, cord and a needle',
]

export const QUOTES = [
  'There is no such thing as bad weather, only unsuitable clothing.',
  'Take only pictures, leave only footprints.',
  'The summit is optional; getting home is mandatory.',
  'Walk slowly enough to notice where you are.',
  'The mountains will still be there tomorrow.',
]

export const CALLOUTS = [
  {tone: 'warning', title: 'Check the conditions', body: 'Conditions change quickly above the tree line. Check the avalanche and weather forecasts on the morning you set off.'},
  {tone: 'info', title: 'Good to know', body: 'Most staffed huts accept bookings up to two days ahead; self-service huts need a key from the trekking association.'},
  {tone: 'success', title: 'Tip', body: 'Pack your sleeping bag at the bottom and the rain jacket at the top: you will need the jacket first.'},
  {tone: 'critical', title: 'Safety first', body: 'Turn back at the agreed time, whatever the distance to the top. The way down takes energy too.'},
]

export const FOOTNOTES = [
  'Distances measured with a GPS watch; your numbers may differ slightly.',
  'Prices checked at the time of writing.',
  'The trail was re-routed in 2024 after a landslide.',
  'Ask at the visitor centre for the current opening hours.',
]

export const TAGS = [
  'beginner', 'family', 'winter', 'summer', 'multi-day', 'day trip', 'budget', 'lightweight',
  'repair', 'coast', 'mountains', 'forest', 'review', 'how-to', 'safety', 'food',
]

export const EXTERNAL_LINKS = [
  'https://www.ut.no',
  'https://www.yr.no',
  'https://www.varsom.no',
  'https://www.openstreetmap.org',
  'https://lnt.org/why/7-principles/',
]

export function sentences(random: SeededRandom, count: number): string {
  return random.sample(SENTENCES, count).join(' ')
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}
