import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { BetaCommunitySection } from './beta-community-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorksSection } from './how-it-works-section';

export function LandingPage() {
  useDocumentTitle('');
  return (
    <>
      <Hero />
      <FeaturesSection />
      <HowItWorksSection />
      <BetaCommunitySection />
    </>
  );
}
