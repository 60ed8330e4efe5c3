import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 3 s (the library's default is 1 s): a lazily loaded page
// behind a faked API answer can take longer than 1 s when both cores run test workers. A wait
// ends as soon as its condition holds, so this costs passing tests nothing.
configure({ asyncUtilTimeout: 3000 });
