import type { Insertable } from 'kysely';
import type { ServicesTable, ServiceTranslationsTable } from '../db/schema';

export const serviceSeeds: Array<Insertable<ServicesTable>> = [
  { id: 'home-cleaning', name: 'Home cleaning', unit: 'hour', default_duration_minutes: 180, description: 'Regular cleaning of kitchen, bathrooms, floors and surfaces. Bring your own supplies or ask for ours.' },
  { id: 'deep-cleaning', name: 'Deep cleaning', unit: 'hour', default_duration_minutes: 300, description: 'Top-to-bottom cleaning for move-ins, move-outs and spring: inside appliances, cabinets, grout and baseboards.' },
  { id: 'handyman', name: 'Handyman', unit: 'hour', default_duration_minutes: 120, description: 'Small repairs and jobs around the home: shelves, doors, caulking, fixtures and patching walls.' },
  { id: 'furniture-assembly', name: 'Furniture assembly', unit: 'job', default_duration_minutes: 120, description: 'Flat-pack furniture assembled and placed: beds, wardrobes, desks, shelving. Packaging taken away.' },
  { id: 'lawn-care', name: 'Lawn care', unit: 'job', default_duration_minutes: 90, description: 'Mowing, edging and clean-up of a small or medium garden, clippings removed.' },
  { id: 'moving-help', name: 'Moving help', unit: 'hour', default_duration_minutes: 180, description: 'Strong hands to load, carry and unload boxes and furniture. Truck not included.' },
  { id: 'tv-mounting', name: 'TV mounting', unit: 'job', default_duration_minutes: 90, description: 'One TV up to 75" mounted on drywall or brick, cables hidden where the wall allows. Bracket not included.' },
  { id: 'window-cleaning', name: 'Window cleaning', unit: 'job', default_duration_minutes: 120, description: 'Inside and outside of up to 12 standard windows reachable without a ladder over one storey, frames and sills wiped.' },
];

/** Every service in German (migration 0031), as a German marketplace words it; English stays in `serviceSeeds`. */
export const serviceTranslationSeeds: Array<Insertable<ServiceTranslationsTable>> = [
  { service_id: 'home-cleaning', language: 'de', name: 'Wohnungsreinigung', description: 'Regelmäßige Reinigung von Küche, Bad, Böden und Oberflächen. Reinigungsmittel stellen Sie – oder Sie fragen nach unseren.' },
  { service_id: 'deep-cleaning', language: 'de', name: 'Grundreinigung', description: 'Gründliche Reinigung von oben bis unten bei Einzug, Auszug oder zum Frühjahrsputz: Geräte von innen, Schränke, Fugen und Sockelleisten.' },
  { service_id: 'handyman', language: 'de', name: 'Handwerkerservice', description: 'Kleine Reparaturen und Arbeiten rund ums Zuhause: Regale, Türen, Silikonfugen, Leuchten und Armaturen, Wände ausbessern.' },
  { service_id: 'furniture-assembly', language: 'de', name: 'Möbelmontage', description: 'Möbel aus dem Karton aufgebaut und aufgestellt: Betten, Kleiderschränke, Schreibtische, Regale. Die Verpackung nehmen wir mit.' },
  { service_id: 'lawn-care', language: 'de', name: 'Rasenpflege', description: 'Mähen, Kanten schneiden und Aufräumen eines kleinen oder mittelgroßen Gartens, Rasenschnitt wird mitgenommen.' },
  { service_id: 'moving-help', language: 'de', name: 'Umzugshilfe', description: 'Kräftige Hände zum Beladen, Tragen und Entladen von Kartons und Möbeln. Ohne Transporter.' },
  { service_id: 'tv-mounting', language: 'de', name: 'TV-Montage', description: 'Ein Fernseher bis 75 Zoll an Trockenbau- oder Ziegelwand montiert, Kabel verdeckt, wo die Wand es zulässt. Ohne Wandhalterung.' },
  { service_id: 'window-cleaning', language: 'de', name: 'Fensterreinigung', description: 'Bis zu 12 Standardfenster innen und außen, für die keine Leiter über ein Stockwerk hinaus nötig ist; Rahmen und Fensterbänke werden abgewischt.' },
];

/** Prices in each market's minor units (cents): per hour or per job, as the service's unit says. */
export const marketPrices: Record<string, Record<string, number>> = {
  nyc: { 'home-cleaning': 5500, 'deep-cleaning': 7500, handyman: 8500, 'furniture-assembly': 12000, 'lawn-care': 9000, 'moving-help': 7000, 'tv-mounting': 14000, 'window-cleaning': 16000 },
  berlin: { 'home-cleaning': 3200, 'deep-cleaning': 4200, handyman: 5500, 'furniture-assembly': 7900, 'lawn-care': 6500, 'moving-help': 4500, 'tv-mounting': 8900, 'window-cleaning': 11900 },
  sydney: { 'home-cleaning': 6000, 'deep-cleaning': 8000, handyman: 9500, 'furniture-assembly': 13000, 'lawn-care': 11000, 'moving-help': 8500, 'tv-mounting': 16000, 'window-cleaning': 19000 },
  toronto: { 'home-cleaning': 5000, 'deep-cleaning': 6800, handyman: 8000, 'furniture-assembly': 11000, 'lawn-care': 8500, 'moving-help': 6500, 'tv-mounting': 13000, 'window-cleaning': 15000 },
};
