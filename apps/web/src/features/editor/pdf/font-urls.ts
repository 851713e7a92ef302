/**
 * The templates' font files as same-origin URLs (Vite copies them into the build with hashed names, so a
 * browser caches each once), for the preview drawn in the browser. The same files the server's
 * @resumeloop/render/fonts reads: font-urls.test.ts checks the two lists name the same faces.
 */

import interRegular from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import interItalic from '@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf?url';
import interBold from '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?url';
import interBoldItalic from '@expo-google-fonts/inter/600SemiBold_Italic/Inter_600SemiBold_Italic.ttf?url';
import sansRegular from '@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf?url';
import sansItalic from '@expo-google-fonts/source-sans-3/400Regular_Italic/SourceSans3_400Regular_Italic.ttf?url';
import sansBold from '@expo-google-fonts/source-sans-3/600SemiBold/SourceSans3_600SemiBold.ttf?url';
import sansBoldItalic from '@expo-google-fonts/source-sans-3/600SemiBold_Italic/SourceSans3_600SemiBold_Italic.ttf?url';
import serifRegular from '@expo-google-fonts/source-serif-4/400Regular/SourceSerif4_400Regular.ttf?url';
import serifItalic from '@expo-google-fonts/source-serif-4/400Regular_Italic/SourceSerif4_400Regular_Italic.ttf?url';
import serifBold from '@expo-google-fonts/source-serif-4/700Bold/SourceSerif4_700Bold.ttf?url';
import serifBoldItalic from '@expo-google-fonts/source-serif-4/700Bold_Italic/SourceSerif4_700Bold_Italic.ttf?url';
import type { FontLibrary, FontStyle } from '@resumeloop/render/pdf';

export const FONT_URLS: Record<keyof FontLibrary, Record<FontStyle, string>> = {
  serif: { regular: serifRegular, bold: serifBold, italic: serifItalic, boldItalic: serifBoldItalic },
  sans: { regular: interRegular, bold: interBold, italic: interItalic, boldItalic: interBoldItalic },
  narrowSans: { regular: sansRegular, bold: sansBold, italic: sansItalic, boldItalic: sansBoldItalic },
};
