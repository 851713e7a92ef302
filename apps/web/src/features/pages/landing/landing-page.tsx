import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { BetaCommunitySection } from './beta-community-section';
import { ContinueSession } from './continue-session';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorksSection } from './how-it-works-section';

export function LandingPage() {
  useDocumentTitle('');
  return (
    <>
      <ContinueSession />
      <Hero />
      <FeaturesSection />
      <HowItWorksSection />
      <BetaCommunitySection />
    </>
  );
}
