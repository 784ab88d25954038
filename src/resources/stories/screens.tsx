import { stories } from '../../../common/resources/stories';
import { declaredScreens } from '../declared';
import { ContentsInput } from './ContentsInput';
import { CoverInput } from './CoverInput';
import { DisplayModeToggle } from './DisplayModeToggle';
import { PreviewButton } from './PreviewButton';
import { SlidesInput } from './SlidesInput';

/** J2: the generated list with the SITE/DESIGNER toggle and the carousel's preview, and the form with the cover, the slides and the landing block. */
export const screens = declaredScreens(stories, {
  actions: (
    <>
      <DisplayModeToggle />
      <PreviewButton />
    </>
  ),
  filters: { display: null },
  filterDefaultValues: { display: 'SITE' },
  inputs: { image: <CoverInput />, slides: <SlidesInput />, contents: <ContentsInput /> },
});
