import { defineMessages } from 'react-intl';

/** What the marketplace offers, as shown on the home page. */
export const serviceHighlights = [
  defineMessages({
    name: { id: 'shell.home.service.home-cleaning.name', defaultMessage: 'Home cleaning' },
    description: { id: 'shell.home.service.home-cleaning.description', defaultMessage: 'Regular or one-off cleans, priced by the hour, with supplies brought along.' },
  }),
  defineMessages({
    name: { id: 'shell.home.service.deep-cleaning.name', defaultMessage: 'Deep cleaning' },
    description: { id: 'shell.home.service.deep-cleaning.description', defaultMessage: 'Kitchens, bathrooms and the corners a weekly clean never reaches.' },
  }),
  defineMessages({
    name: { id: 'shell.home.service.handyman.name', defaultMessage: 'Handyman' },
    description: { id: 'shell.home.service.handyman.description', defaultMessage: 'Shelves, doors, small repairs: book hours and make a list.' },
  }),
  defineMessages({
    name: { id: 'shell.home.service.furniture-assembly.name', defaultMessage: 'Furniture assembly' },
    description: { id: 'shell.home.service.furniture-assembly.description', defaultMessage: 'Flat-pack to finished, tools included.' },
  }),
  defineMessages({
    name: { id: 'shell.home.service.lawn-care.name', defaultMessage: 'Lawn care' },
    description: { id: 'shell.home.service.lawn-care.description', defaultMessage: 'Mowing, edging and tidy borders, one visit or every week.' },
  }),
  defineMessages({
    name: { id: 'shell.home.service.moving-help.name', defaultMessage: 'Moving help' },
    description: { id: 'shell.home.service.moving-help.description', defaultMessage: 'Strong hands to load, carry and unload.' },
  }),
  defineMessages({
    name: { id: 'shell.home.service.tv-mounting.name', defaultMessage: 'TV mounting' },
    description: { id: 'shell.home.service.tv-mounting.description', defaultMessage: 'Walls checked, cables hidden, screen level.' },
  }),
  defineMessages({
    name: { id: 'shell.home.service.window-cleaning.name', defaultMessage: 'Window cleaning' },
    description: { id: 'shell.home.service.window-cleaning.description', defaultMessage: 'Streak-free glass, inside and out.' },
  }),
];

export const howItWorks = [
  defineMessages({
    title: { id: 'shell.home.step.need.title', defaultMessage: 'Tell us what you need' },
    text: { id: 'shell.home.step.need.text', defaultMessage: 'Pick a service, how long, and where. Prices are shown before you choose anything.' },
  }),
  defineMessages({
    title: { id: 'shell.home.step.time.title', defaultMessage: 'Choose a time and a pro' },
    text: { id: 'shell.home.step.time.text', defaultMessage: 'See real free times in your city’s time zone and providers with ratings and reviews.' },
  }),
  defineMessages({
    title: { id: 'shell.home.step.booked.title', defaultMessage: 'Relax, it’s booked' },
    text: { id: 'shell.home.step.booked.text', defaultMessage: 'Your provider confirms, you follow the job online, and you pay only when it is done.' },
  }),
];
