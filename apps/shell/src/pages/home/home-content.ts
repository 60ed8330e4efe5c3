/** What the marketplace offers, as shown on the home page. */
export const serviceHighlights = [
  { name: 'Home cleaning', description: 'Regular or one-off cleans, priced by the hour, with supplies brought along.' },
  { name: 'Deep cleaning', description: 'Kitchens, bathrooms and the corners a weekly clean never reaches.' },
  { name: 'Handyman', description: 'Shelves, doors, small repairs: book hours and make a list.' },
  { name: 'Furniture assembly', description: 'Flat-pack to finished, tools included.' },
  { name: 'Lawn care', description: 'Mowing, edging and tidy borders, one visit or every week.' },
  { name: 'Moving help', description: 'Strong hands to load, carry and unload.' },
  { name: 'TV mounting', description: 'Walls checked, cables hidden, screen level.' },
  { name: 'Window cleaning', description: 'Streak-free glass, inside and out.' },
];

export const howItWorks = [
  { title: 'Tell us what you need', text: 'Pick a service, how long, and where. Prices are shown before you choose anything.' },
  { title: 'Choose a time and a pro', text: 'See real free times in your city’s time zone and providers with ratings and reviews.' },
  { title: 'Relax, it’s booked', text: 'Your provider confirms, you follow the job online, and you pay only when it is done.' },
];
