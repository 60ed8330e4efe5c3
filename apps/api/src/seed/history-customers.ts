import type { HistoryCustomer } from './market-history-types';

/**
 * Customers of the markets' past jobs (docs/market.md, "Demo data"), regulars first: the first
 * of each list books most often. They can log in with the demo password.
 */
export const historyCustomers: Record<'nyc' | 'berlin', HistoryCustomer[]> = {
  nyc: [
    { email: 'hannah.wright@example.com', name: 'Hannah Wright', phone: '+1 212 555 0110', address: { line1: '201 East 21st Street', line2: 'Apt 5C', city: 'Manhattan', postalCode: '10010' } },
    { email: 'david.nguyen@example.com', name: 'David Nguyen', phone: '+1 718 555 0111', address: { line1: '150 Smith Street', line2: null, city: 'Brooklyn', postalCode: '11201' } },
    { email: 'olivia.martinez@example.com', name: 'Olivia Martinez', phone: '+1 212 555 0112', address: { line1: '77 Bleecker Street', line2: 'Floor 2', city: 'Manhattan', postalCode: '10012' } },
    { email: 'samuel.green@example.com', name: 'Samuel Green', phone: '+1 718 555 0113', address: { line1: '420 7th Avenue', line2: null, city: 'Park Slope', postalCode: '11215' } },
    { email: 'chloe.bennett@example.com', name: 'Chloe Bennett', phone: '+1 718 555 0114', address: { line1: '25-15 30th Avenue', line2: 'Apt 3', city: 'Astoria', postalCode: '11102' } },
    { email: 'ethan.cohen@example.com', name: 'Ethan Cohen', phone: '+1 212 555 0115', address: { line1: '315 West 36th Street', line2: null, city: 'Manhattan', postalCode: '10018' } },
    { email: 'mia.patel@example.com', name: 'Mia Patel', phone: '+1 718 555 0116', address: { line1: '98 Bedford Avenue', line2: null, city: 'Williamsburg', postalCode: '11211' } },
    { email: 'noah.fischer@example.com', name: 'Noah Fischer', phone: '+1 212 555 0117', address: { line1: '10 Hanover Square', line2: 'Apt 14F', city: 'Manhattan', postalCode: '10005' } },
    { email: 'ava.robinson@example.com', name: 'Ava Robinson', phone: '+1 718 555 0118', address: { line1: '47-20 Center Boulevard', line2: null, city: 'Long Island City', postalCode: '11101' } },
    { email: 'liam.oconnor@example.com', name: 'Liam O’Connor', phone: '+1 212 555 0119', address: { line1: '240 East 34th Street', line2: null, city: 'Manhattan', postalCode: '10016' } },
    { email: 'zoe.campbell@example.com', name: 'Zoe Campbell', phone: '+1 718 555 0120', address: { line1: '512 Union Street', line2: null, city: 'Brooklyn', postalCode: '11231' } },
    { email: 'isaac.morales@example.com', name: 'Isaac Morales', phone: '+1 212 555 0121', address: { line1: '60 West 23rd Street', line2: 'Apt 9', city: 'Manhattan', postalCode: '10010' } },
    { email: 'lily.anderson@example.com', name: 'Lily Anderson', phone: '+1 718 555 0122', address: { line1: '33 Eastern Parkway', line2: null, city: 'Brooklyn', postalCode: '11238' } },
    { email: 'benjamin.ross@example.com', name: 'Benjamin Ross', phone: '+1 212 555 0123', address: { line1: '1 Wall Street Court', line2: null, city: 'Manhattan', postalCode: '10005' } },
  ],
  berlin: [
    { email: 'paul.wagner@example.com', name: 'Paul Wagner', phone: '+49 30 5550 1101', address: { line1: 'Oranienstraße 25', line2: null, city: 'Berlin', postalCode: '10999' } },
    { email: 'emma.schulz@example.com', name: 'Emma Schulz', phone: '+49 30 5550 1102', address: { line1: 'Kastanienallee 12', line2: 'Hinterhaus', city: 'Berlin', postalCode: '10435' } },
    { email: 'leon.meyer@example.com', name: 'Leon Meyer', phone: '+49 30 5550 1103', address: { line1: 'Boxhagener Straße 80', line2: null, city: 'Berlin', postalCode: '10245' } },
    { email: 'mila.hartmann@example.com', name: 'Mila Hartmann', phone: '+49 30 5550 1104', address: { line1: 'Sonnenallee 102', line2: null, city: 'Berlin', postalCode: '12045' } },
    { email: 'noah.zimmermann@example.com', name: 'Noah Zimmermann', phone: '+49 30 5550 1105', address: { line1: 'Torstraße 140', line2: '3. OG', city: 'Berlin', postalCode: '10119' } },
    { email: 'clara.richter@example.com', name: 'Clara Richter', phone: '+49 30 5550 1106', address: { line1: 'Kantstraße 55', line2: null, city: 'Berlin', postalCode: '10627' } },
    { email: 'ben.schaefer@example.com', name: 'Ben Schäfer', phone: '+49 30 5550 1107', address: { line1: 'Bergmannstraße 7', line2: null, city: 'Berlin', postalCode: '10961' } },
    { email: 'ida.koch@example.com', name: 'Ida Koch', phone: '+49 30 5550 1108', address: { line1: 'Lychener Straße 30', line2: null, city: 'Berlin', postalCode: '10437' } },
  ],
};
