import { Container, Stack } from '@mantine/core';
import { ClosingCta } from './ClosingCta';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { PhasesSection } from './PhasesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { ToolsSection } from './ToolsSection';
import { TrustedBySection } from './TrustedBySection';

/**
 * The signed-out home. Kept light on purpose: it is the first screen most visitors download,
 * so it imports only constants from @trilha/shared (no schemas, no Dexie) and a few icons.
 */
export function LandingPage() {
  return (
    <Container size="xl" py="md">
      <Stack gap={72}>
        <HeroSection />
        <PhasesSection />
        <FeaturesSection />
        <ToolsSection />
        <TestimonialsSection />
        <TrustedBySection />
        <ClosingCta />
      </Stack>
    </Container>
  );
}
