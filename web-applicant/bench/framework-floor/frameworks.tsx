import { HomeContent, render } from './shell';

// React, MUI and i18next only.
render(<HomeContent />);
