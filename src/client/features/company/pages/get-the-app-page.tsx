import { InfoPage, InfoSection, InlineLink } from '../components/info-page';

/**
 * Where the App Store and Play Store buttons lead until Attune installs as an app of its own: the
 * honest way to have it on a phone today, from the browser's own menu.
 */
export function GetTheAppPage() {
  return (
    <InfoPage
      title="Attune on your phone"
      eyebrow="The Attune app"
      lead={
        <p>
          Attune is not in the app stores yet. You can put it on your home screen today: it opens like an app,
          straight to your classes.
        </p>
      }
    >
      <InfoSection id="iphone" title="iPhone and iPad">
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          <li>Open Attune in Safari.</li>
          <li>Tap the Share button.</li>
          <li>Choose Add to Home Screen, then Add.</li>
        </ol>
      </InfoSection>
      <InfoSection id="android" title="Android">
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          <li>Open Attune in Chrome.</li>
          <li>Tap the menu (three dots).</li>
          <li>Choose Add to Home screen, then Add.</li>
        </ol>
      </InfoSection>
      <p>
        Meanwhile, <InlineLink to="/browse">browse classes</InlineLink> right here.
      </p>
    </InfoPage>
  );
}
