# Scores for the 100 listings in listings.md, judged against products.json.
# 10 = paste unchanged, 8 = one tiny edit, 5 = needs real rewriting, 1 = harmful or false.
# Quoted phrases are in curly quotes “…” and are copied exactly from listings.md, except
# where the reason says the phrase was dropped: then it is the seller's text in products.json.
import statistics
from collections import Counter, defaultdict

SCORES = [
    # q01 Dried sourdough starter
    (1, 'woocommerce', 'casual', 4, 'Ingredients cut to “INGREDIENTS: WHEAT flour.” with “• Water” as a stray bullet; SEO title “| water”'),
    (2, 'bigcommerce', 'professional', 4, 'Opens with “Also of note: made in kitchen that also handles sesame + nuts”; “• Water” bullet; ingredients truncated'),
    (3, 'aliexpress', 'luxury', 2, 'UK-only shipping dropped on a global marketplace; story/revival card dropped; title ends “makes 1 live starter, water”'),
    (4, 'generic', 'technical', 3, 'UK-only shipping and all of the seller story dropped; “Additional: water and shelf life 12 months unopened”'),
    # q02 Canon 50mm used
    (5, 'aliexpress', 'technical', 5, 'Facts all kept but leads with “Properties: quiet for video”; “Components: a front + rear caps (no hood, no box)”'),
    (6, 'amazon', 'professional', 5, 'Facts kept; “KEY FEATURES: It is quiet for video and comes with a front + rear caps”; search terms “glass clean fungus haze”'),
    (7, 'target', 'casual', 5, 'Facts kept but stitched: “you get a front + rear caps (no hood, no box)” and, separately, “In the box: lens.”'),
    (8, 'bigcommerce', 'luxury', 4, 'No luxury register at all: “Consider the ... which is quiet for video with a front + rear caps”'),
    # q03 Wooden rainbow stacker
    (9, 'generic', 'technical', 4, '“Material: hand cut from beech”; WARNING line swallows “natural grain varies each one unique”; workshop and beeswax details dropped'),
    (10, 'magento', 'professional', 5, 'Most complete of the four, but “is made of hand cut from beech” and the choking warning printed twice'),
    (11, 'ebay', 'casual', 4, '“made of hand cut from beech”; “What you get: size approx 28cm”; handmade story and beeswax polish dropped'),
    (12, 'amazon', 'luxury', 2, 'Search terms “baby toddler kids” for a toy NOT SUITABLE UNDER 36 MONTHS; “fashioned from hand cut from beech”'),
    # q04 Merino beanie
    (13, 'target', 'technical', 3, 'Sizes torn apart: “Variants: S/M (54-56cm head) and charcoal” but “Feature list: L/XL (57-60cm)”; merino buried under “Notes”'),
    (14, 'amazon', 'professional', 3, 'Title ends “L/XL (57-60cm)” as if only size; “MORE FEATURES: L/XL (57-60cm) and unisex adult”; search terms “lined no itchy not really”'),
    (15, 'shopify', 'casual', 4, 'Bullets “L/XL (57-60cm)” apart from “Sizes: S/M (54-56cm head)”; 100% merino left to “One more thing”'),
    (16, 'facebook', 'luxury', 3, 'Luxury copy pasting seller text-speak “slouchy or fitted depending how u fold it”; “Offered in S/M (54-56cm head) and charcoal”'),
    # q05 Dyson filter
    (17, 'ebay', 'luxury', 1, 'FALSE FIT: “Beyond that: Outsize, V7, V8 (different shape!!)” and subtitle “Animal, Motorhead and V7” (seller: NOT for V7, V8); “it has NO detergent”'),
    (18, 'aliexpress', 'casual', 1, 'FALSE FIT in title “Cyclone, Outsize, V7”; “And more: Outsize, V7, V8 (different shape!!)”; “It\'s got NO detergent.”'),
    (19, 'shopify', 'professional', 1, 'FALSE FIT bullets “• V7” “• V8 (different shape!!)”; meta “Outsize, V7 and V8”; “Helpfully, it has NO detergent.”'),
    (20, 'woocommerce', 'technical', 1, 'FALSE FIT “Cyclone, Outsize, V7, V8 (different shape!!)” as features; meta ends “Outsize and V7.”; “Note: NO detergent.”'),
    # q06 Lip balm
    (21, 'walmart', 'technical', 4, 'Facts and allergens kept but “Material: made w/ beeswax”, “Build material: made w/ beeswax”; “hot car!.”'),
    (22, 'facebook', 'luxury', 3, 'Luxury opener is broken English: “Fashioned from made w/ beeswax”; “Notably, they have no petroleum.”'),
    (23, 'aliexpress', 'professional', 4, '“are made of made w/ beeswax and come with a lip balm set”; facts and allergens kept'),
    (24, 'woocommerce', 'casual', 5, 'Decent bullets and safety block, but “They\'re made of made w/ beeswax”; “hot car!.”'),
    # q07 Hot sauce
    (25, 'etsy', 'luxury', 2, 'Ingredients drop mango and garlic: “ingredients: scotch bonnet, cider vinegar, onion and lime”; other range flavours sold as “The particulars”; tag “use within 8 weeks”'),
    (26, 'ebay', 'professional', 3, 'Mango+garlic missing from ingredients; “Key features: 150ml glass bottle (5oz), habanero & pineapple” implies this bottle; “keep away from eyes + CHILDREN” lowercased'),
    (27, 'target', 'casual', 3, 'Ingredients lose mango+garlic; “BUT made in kitchen that handles MUSTARD + CELERY” comes before the allergen line it qualifies'),
    (28, 'amazon', 'technical', 2, 'Title claims “habanero & Pineapple” for the scotch bonnet sauce; ingredients lose mango+garlic; search terms “BUT made kitchen handles mustard celery”'),
    # q08 Keychron refurb
    (29, 'facebook', 'luxury', 3, '“NO original box - ships in plain box” dropped; “it is all keys tested and USB-C to A cable”'),
    (30, 'walmart', 'professional', 4, 'No-original-box note dropped; “Qualities: all keys tested, USB-C to A cable”; bullet list cut at “• Keycap puller”'),
    (31, 'generic', 'casual', 3, 'No-original-box note dropped; “And yes, it\'s all keys tested and USB-C to A cable.”'),
    (32, 'woocommerce', 'technical', 4, 'All facts kept, but SEO title “Keychron K2 Mechanical Keyboard” drops REFURBISHED; “Characteristics: all keys tested, USB-C to A cable”'),
    # q09 Velvet sofa
    (33, 'target', 'technical', 2, 'Technical listing with no specs: dimensions, frame, 80cm doorway check, kerbside delivery, returns fee all dropped; “Specs: curved back and velvet upholstery.”'),
    (34, 'walmart', 'luxury', 2, 'Dimensions, doorway clearance, delivery and £45 return fee all dropped; “Further notes: curved back, velvet upholstery”'),
    (35, 'bigcommerce', 'casual', 5, 'Only version with everything, but dims/doorway/returns dumped raw after “One more thing:”; “narrow hallways!.”'),
    (36, 'facebook', 'professional', 2, 'Says “Please measure your doorways and stairs before ordering” but gives no dimensions or 80cm clearance; delivery and returns dropped'),
    # q10 Lightroom presets
    (37, 'woocommerce', 'technical', 4, '“Parts: 15 presets and a results vary depending on lighting/your camera. Condition: faded blacks.”'),
    (38, 'etsy', 'luxury', 3, '“DIGITAL DOWNLOAD - nothing physical ships!!” dropped; “Its condition: faded blacks.”; title “| .DNG (Lightroom mobile free app) |”'),
    (39, 'bigcommerce', 'casual', 4, '“You get 15 presets and a results vary depending on lighting/your camera. The condition: faded blacks.”'),
    (40, 'magento', 'professional', 4, '“Item condition: faded blacks.”; “come with 15 presets and a results vary”'),
    # q11 Embroidery kit
    (41, 'etsy', 'luxury', 4, 'Seller caps altered: “embroidery kit FOR beginners”, tag “gift FOR crafters”; kit contents and WARNING left as one pasted blob'),
    (42, 'magento', 'technical', 3, '“Component list: wildflower design”; hoop/threads/needles and “makes great gift” filed under “Safety information”'),
    (43, 'target', 'professional', 4, '“comes with a wildflower design. Features: embroidery kit FOR beginners”; WARNING buried inside the In-the-box paragraph'),
    (44, 'walmart', 'casual', 3, 'Key features are only “• Wildflower design” and “• Embroidery kit FOR beginners”; “Comes with: wildflower design”'),
    # q12 Kids rain jacket
    (45, 'generic', 'professional', 3, 'Care rule turned into a feature: “It has NO fabric softener (ruins waterproofing).”; title ends with one size “3-4y”'),
    (46, 'etsy', 'casual', 2, '“Good news: it has NO fabric softener (ruins waterproofing).”; tags “outer wear”, “outer garment”, “2-3y”'),
    (47, 'magento', 'technical', 4, 'Softener note survives as “Note:” but outside the care block; sizes filed under “Additional features”; “Care: care:”'),
    (48, 'facebook', 'luxury', 3, 'Title “taped seams, 3-4y, 5-6y, 7-8y, 2-3y”; “It has NO fabric softener (ruins waterproofing).”'),
    # q13 Cold process soap
    (49, 'ebay', 'professional', 3, 'False ingredients line “Ingredients: olive oil.”; title “Pick Your Scent UNSCENTED (sensitive skin)”; scents filed as “Key features”'),
    (50, 'facebook', 'casual', 3, '“you get an UNSCENTED (sensitive skin)”; “Pick from lavender & oatmeal, lemongrass” (3 scents become features); “Ingredients: olive oil.”'),
    (51, 'generic', 'technical', 3, '“Components: an UNSCENTED (sensitive skin)”; “Feature list: ... rose geranium, charcoal & tea tree and coconut oil”; “Ingredients: olive oil.”'),
    (52, 'walmart', 'luxury', 3, 'Key features mix scents and ingredients (“• Rose geranium” “• Coconut oil”); “Choices: lavender & oatmeal, lemongrass”; “Ingredients: olive oil.”'),
    # q14 Used road bike
    (53, 'etsy', 'casual', 4, '“Good news: it has NO pedals incl.”; tag “bar tape a bit worn”; no Specialized/56cm tag'),
    (54, 'ebay', 'luxury', 4, '“with an aluminium frame, a carbon fork and recently serviced - new chain + brake pads”; no luxury register; owner story dropped'),
    (55, 'woocommerce', 'technical', 5, 'Complete, but “Feature: NO pedals incl.” and “Component list: ... recently serviced - new chain + brake pads”'),
    (56, 'target', 'professional', 5, 'Complete facts, but “It has NO pedals incl.” and a run-on spec paragraph'),
    # q15 JBL Flip 6
    (57, 'ebay', 'professional', 4, '“UK stock w/ full manufacturer warranty” and next-day dispatch dropped; title spends its words on “Size 178 x 68 x 72mm”'),
    (58, 'etsy', 'technical', 3, 'Warranty/UK stock/next-day dropped; tags waste slots on “size 178 x 68 x 72mm”, “weight 550g”, “USB-C cable”'),
    (59, 'shopify', 'luxury', 5, 'Only complete version, but adds an untraced claim “USB-C charging is a considered detail” and lists “in the box: speaker” as a feature'),
    (60, 'aliexpress', 'casual', 4, 'Warranty, UK stock and next-day dispatch dropped; “What you get: 12 hrs playtime, ... and in the box: speaker.”'),
    # q16 RC monster truck
    (61, 'amazon', 'luxury', 5, 'Warnings kept, but only two bullets, first labelled “FURTHER DETAILS”; search terms end “approx total trucks”'),
    (62, 'aliexpress', 'casual', 6, 'Accurate and complete, warnings set apart; flat “What you get: RC car, top speed 30km/h”'),
    (63, 'ebay', 'technical', 6, 'Accurate, warnings apart, good 68-char title; “Specs: RC car, top speed” and box contents under “Note:”'),
    (64, 'walmart', 'professional', 6, 'Clean key-feature bullets and warnings; description then repeats them and files the box list under “Keep in mind”'),
    # q17 Coffee beans
    (65, 'shopify', 'technical', 4, 'Storage rule garbled to “Note: NOT in fridge.”; grind options split: “Grind options: whole bean” vs “Additional features: ... espresso, aeropress”'),
    (66, 'aliexpress', 'luxury', 3, '“Kindly note that they are NOT in fridge.”; roast-to-ship 48hrs and roastery story dropped; “which are SCA score 86 and compostable”'),
    (67, 'magento', 'casual', 4, '“Just so you know, they\'re NOT in fridge.”; bullets “• Espresso” “• Out of sunlight”'),
    (68, 'woocommerce', 'professional', 4, '“They are NOT in fridge.”; the beans are called compostable: “are SCA score 86 and compostable”'),
    # q18 Leather watch strap
    (69, 'walmart', 'professional', 2, 'Title “Quick Release Leather Watch Strap 20mm / 22mm, Casio” implies a Casio product; “• Casio” as a feature; “Widths: 18mm.”'),
    (70, 'magento', 'luxury', 3, 'SEO title “| Casio”; “The particulars: ... Casio and Samsung Galaxy Watch 4/5/6” (no “fits”); “Widths: 18mm.”'),
    (71, 'bigcommerce', 'technical', 3, '“Component list: genuine leather watch strap, 22mm (measure between lugs!!)”; “Widths: 18mm.”; SEO “| Casio”'),
    (72, 'shopify', 'casual', 3, 'Bullets “• Casio” “• 22mm (measure between lugs!!)”; “Widths: 18mm.” tacked on; SEO “| Casio”'),
    # q19 Horse cooler rug
    (73, 'generic', 'professional', 3, 'Title is a size dump ending “double front buckles, 4\'6\", 5\'0\"”; sizes called “Dimensions are 5\'6\", 6\'0\"”'),
    (74, 'walmart', 'luxury', 3, 'Bullets “• 5\'6\", 6\'0\"” and “• Sizes: 4\'6\", 5\'0\"”; “Its proportions: 5\'6\", 6\'0\"”; fragment “• Travelling or as under rug”'),
    (75, 'facebook', 'casual', 3, '“Size check: 5\'6\", 6\'0\" and 6\'3\", 6\'6\".”; “You can get it in 4\'6\", 5\'0\" and navy”; not-waterproof said twice'),
    (76, 'magento', 'technical', 4, '“Overall dimensions: 5\'6\", 6\'0\", 6\'3\", 6\'6\"” (sizes, not dimensions); otherwise complete'),
    # q20 Used LEGO bundle
    (77, 'generic', 'professional', 5, 'Complete, but “It is NOT complete sets.” and photo disclaimer glued onto the choking WARNING; title ends “wheels”'),
    (78, 'aliexpress', 'technical', 5, '“Function: it includes approx 8-10 minifigures.”; photo disclaimer inside WARNING'),
    (79, 'shopify', 'luxury', 5, '“Kindly note that it is NOT complete sets.”; SEO title “| wheels”'),
    (80, 'amazon', 'casual', 4, '“Good news: it has NO instructions.”; “WHAT IT DOES: And yes, it includes approx 8-10 minifigures.”'),
    # q21 Dell battery
    (81, 'bigcommerce', 'luxury', 1, 'FALSE FIT: excluded models listed as particulars “5591 and 5410. Also to note: 5500, 7480, 7490 (diff connector!!)”; only “NOT for Latitude 5400” survives'),
    (82, 'woocommerce', 'professional', 1, 'FALSE FIT bullets “• 5410” “• 5500” “• 7480”; meta ends “5591, 5410, 5500 and 7480.”'),
    (83, 'shopify', 'technical', 1, 'FALSE FIT: “Additional features: ... 5591, 5410, 5500, 7480, 7490 (diff connector!!)”; meta “5591, 5410 and 5500”'),
    (84, 'amazon', 'casual', 1, 'FALSE FIT in Amazon title “6 Cell Li-ion, 5591, 5410” (5410 is excluded); bullet “ALSO IN THE MIX: ... 5410, 5500, 7480”'),
    # q22 Preloved wedding dress
    (85, 'bigcommerce', 'luxury', 4, 'Best features (lace bodice, sweetheart neckline, train) filed as caveats under “Please bear in mind: hips 39\"”'),
    (86, 'ebay', 'professional', 4, 'Selling points dumped under “Please note:”; the offer to send extra photos and the June-wedding story dropped'),
    (87, 'etsy', 'casual', 3, 'Only 6 of 13 tags, incl. “dress UKs” and “worn once UK”; rest of copy is the same raw dump'),
    (88, 'amazon', 'technical', 3, 'Two bullets only; search terms “PRE-OWNED size us EU 40 bust 36 waist 29 uks”'),
    # q23 Resin kit
    (89, 'magento', 'luxury', 3, 'Seller text re-capitalised: “loads OF bits” “reach FOR IN my own studio”; “2-3 mins (UV)” listed as a kit item'),
    (90, 'ebay', 'casual', 3, '“WORK somewhere airy and KEEP pets and kids OUT”; title “Dried Flowers x1 Box Bezels x10” omits resin/UV'),
    (91, 'facebook', 'technical', 3, '“Feature list continued: sticks, nitrile gloves x2 pairs and 2-3 mins (UV). IN the box:”'),
    (92, 'amazon', 'professional', 3, 'Two bullets only, first “MORE FEATURES”; “IN the box”, “WEAR the gloves” caps corruption'),
    # q24 Tea sampler
    (93, 'woocommerce', 'luxury', 2, 'FALSE: the whole box “is rooibos vanilla (caffeine free)” (it contains black/green teas); “it blends: english breakfast”'),
    (94, 'target', 'professional', 2, 'FALSE: “is rooibos vanilla (caffeine free) and organic where noted, with a jasmine silver needle”'),
    (95, 'walmart', 'technical', 3, '“Properties: rooibos vanilla (caffeine free)”; “Performance: it blends: english breakfast.”; title “sencha Green”'),
    (96, 'etsy', 'casual', 2, 'FALSE: “It\'s rooibos vanilla (caffeine free)”; tag “organic where noted”; 5 tags spent on tea/tea drink/tea beverage'),
    # q25 Lo-fi loop pack
    (97, 'shopify', 'luxury', 5, 'Complete, but “It works in any DAW - FL studio.” with “ableton, logic and garageband etc” as separate particulars'),
    (98, 'bigcommerce', 'technical', 5, '“Component list: 120 files, 100% ROYALTY FREE for commercial releases”; DAWs listed as “Additional features”'),
    (99, 'target', 'professional', 4, 'Title ends “ableton, Logic” (seller wrote logic); “comes with 120 files and 100% ROYALTY FREE”'),
    (100, 'generic', 'casual', 5, 'Complete, but “Also in the mix: BPM 70-90 labelled + key labelled, ableton, logic”'),
]


def main():
    assert len(SCORES) == 100 and [s[0] for s in SCORES] == list(range(1, 101))
    vals = [s[3] for s in SCORES]
    n = len(vals)
    print(f"listings: {n}")
    print(f"mean: {statistics.mean(vals):.2f}")
    print(f"median: {statistics.median(vals):g}")
    print(f"share >=8: {sum(v >= 8 for v in vals) / n:.0%}")
    print(f"share >=6: {sum(v >= 6 for v in vals) / n:.0%}")
    print(f"share <=2: {sum(v <= 2 for v in vals) / n:.0%}")
    c = Counter(vals)
    print("distribution:")
    for k in range(1, 11):
        print(f"  {k:>2}: {c.get(k, 0):>3} {'#' * c.get(k, 0)}")
    for label, idx in (("tone", 2), ("platform", 1)):
        g = defaultdict(list)
        for s in SCORES:
            g[s[idx]].append(s[3])
        print(f"mean by {label}:")
        for k, v in sorted(g.items(), key=lambda kv: -statistics.mean(kv[1])):
            print(f"  {k:<12} {statistics.mean(v):.2f}  (n={len(v)})")


if __name__ == "__main__":
    main()
