#!/usr/bin/env python3
"""Review r13: blind scores for 100 listings (25 sellers x 4 platforms/tones).

Each entry: (listing number, product id, platform, tone, score 1-10, reason).
Every reason starts with the listing's worst phrase, quoted verbatim from
listings.md in double quotes, followed by the reason for the score.
Run from this directory:  python3 scores.py
"""
import json
import os
import re
import statistics
from collections import defaultdict

SCORES = [
    (1, "r13-01", "etsy", "professional", 4,
     '"They have no glue needed but recommended." Garbled sentence. First Etsy tag is "NOT Included", the title ends in a stray "| nucs", '
     'and uses (beekeeping, hive management, swarm control, nucs) are filed as "Further details". The buyer sees the keyword dump '
     '"Also searched as: DN4 deep frames and spare frames". The beekeeper story, the free split-side-bar replacement and the foundation exclusion all survive.'),
    (2, "r13-01", "amazon", "luxury", 3,
     '"Treat them kindly: store dry until assembled." Luxury register on flat-pack pine frames ("fashioned from kiln dried pine"). '
     'The seller\'s free replacement for split side bars, the 15-year beekeeper credibility and "UK mainland only" are all dropped. '
     'The title ends in ", nucs" and a bullet lists uses as "FURTHER DETAILS". Wax foundation NOT included is kept, but only at the bottom of the description.'),
    (3, "r13-01", "walmart", "technical", 3,
     '"More specs: beekeeping, hive management, swarm control and nucs." Four of the ten key features are uses, not features '
     '("Beekeeping", "Hive management", "Swarm control", "Nucs"). "Feature: no glue needed but recommended." The hand-check and '
     'free-replacement promise and "UK mainland only" are lost. The foundation exclusion is kept.'),
    (4, "r13-01", "ebay", "casual", 4,
     '"They\'ve got no glue needed but recommended." Garbled. The title drops "Foundation NOT Included", the most important exclusion, '
     'and the subtitle is spent on material. "And more: beekeeping, hive management, swarm control, plus nucs" lists uses as highlights. '
     'The story, the replacement promise, the dispatch time and UK mainland only are kept.'),
    (5, "r13-02", "shopify", "professional", 3,
     '"<li>Contact with acids liberates toxic gas</li>" The toxic-gas hazard is a product "Details" bullet next to "1kg tub", not in the '
     'Safety block. The storage line is cut into "Care instructions: store cool." and a bullet "Dry, away from direct sunlight". '
     'The intro sells the child resistant lid, and fast dissolving appears only in the title. DANGER, keep out of reach, the bromine/biguanide negations and the shipping limits are kept.'),
    (6, "r13-02", "aliexpress", "luxury", 3,
     '"Also to note: contact with acids liberates toxic gas, dry, away from direct sunlight as well as UN2465." A chemical hazard, a '
     'broken storage fragment and a UN number run together in a luxury "also to note". "Their care in brief: store cool." '
     'Courier only, no Royal Mail and cannot ship to NI, Channel Islands or Highlands are all dropped. "Consider the Chlorine Granules" is the wrong register.'),
    (7, "r13-02", "target", "technical", 3,
     '"Further specs: UN2465, contact with acids liberates toxic gas and dry, away from direct sunlight." The hazard is filed as a spec and '
     'the storage instruction is broken. "Parts: a child resistant lid." The courier-only and no-NI/Channel Islands/Highlands '
     'restrictions are lost. DANGER and the incompatibility negations are kept.'),
    (8, "r13-02", "facebook", "casual", 2,
     '"On top of that: contact with acids liberates toxic gas, dry, away from direct sunlight, plus UN2465." The toxic-gas hazard sits inside '
     '"The good stuff" run as if it were a highlight. That is a damaged safety line on a DANGER-class chemical. '
     '"Looking after them: store cool." cuts the storage warning. Bromine/biguanide negations and DANGER are kept.'),
    (9, "r13-03", "woocommerce", "luxury", 4,
     '"Also of interest: brand new & boxed as well as should be fitted by a competent person." A competent-person requirement is '
     'presented as a point of interest. "Worth knowing: 130mm port to port; isolate electrics and drain down before fitting." lumps a '
     'fit dimension with a safety step. "House policy: 2 year manufacturer warranty" calls the maker\'s warranty store policy. '
     '"Discover" and "Quite simply" are the wrong voice for a pump. Valves NOT included and NOT for potable water are kept.'),
    (10, "r13-03", "magento", "technical", 4,
     '"genuine Grundfos, brand new & boxed, should be fitted by a competent person" One spec bullet crams the model number, the modes, '
     'wattage, cable, EEI, condition and a fitting requirement into "Additional features". "Parts: 1" BSP" is the wrong role, and the '
     'isolate/drain safety step is under "Details". The exclusions are kept.'),
    (11, "r13-03", "bigcommerce", "casual", 4,
     '"<li>Should be fitted by a competent person</li>" A safety requirement is listed as a selling bullet. "Proportional pressure" is '
     'split from "Constant pressure & fixed speed modes", and "One more thing: 130mm port to port; isolate electrics and drain down before '
     'fitting." buries both a key dimension and a safety step. The exclusions are kept.'),
    (12, "r13-03", "generic", "professional", 5,
     '"Key features: Grundfos UPS3 15-50/65 130" The model number is listed as a feature and "should be fitted by a competent person" is '
     'a "Further detail". Everything is faithful: valves NOT included, washers incl, NOT for potable water, warranty and cut-off time. '
     'But it is a template fact dump that needs rewriting and gives no UPS2/Alpha2 replacement pitch in the body.'),
    (13, "r13-04", "etsy", "professional", 4,
     '"Key features: 1.5J stored energy, 1.2J output, crocodile clip leads incl and pigs." An animal is listed as a feature. '
     '"Notably, it is up to 8km fence" and "it is rated weatherproof IP44 housing" are garbled. Sheep, cattle and horses appear only in '
     'the title and tags, and the title ends in "| pigs". The WARNING, the signs line and the battery/earth-stake/deer negations are all intact.'),
    (14, "r13-04", "amazon", "luxury", 4,
     '"SPLASH-READY: Being rated weatherproof IP44 housing, it shrugs off splashes from any direction." Garbled, and luxury voice on '
     'farm kit. "FURTHER DETAILS: ... pigs, poultry netting" lists animals as details. The battery, earth stake and deer exclusions '
     'are missing from the bullets. The WARNING bullet is the best thing here.'),
    (15, "r13-04", "walmart", "technical", 4,
     '"Feature list: 1.5J stored energy, 1.2J output, crocodile clip leads incl and pigs." "Pigs" and "Poultry netting" are key '
     'features. "Certifications: weatherproof IP44 housing" puts the IP rating in the wrong role. Sheep, cattle and horses are missing '
     'from the body. Warnings and exclusions are intact.'),
    (16, "r13-04", "ebay", "casual", 3,
     '"On top of that: horses." The title is cut off at "Sheep", losing cattle and horses, and the animals trickle out as highlights '
     '("plus pigs", "plus cattle", then horses). "It\'s up to 8km fence." The subtitle is used up on the caveated range. '
     'Warnings and exclusions are intact.'),
    (17, "r13-05", "shopify", "professional", 5,
     '"The Lightweight Folding Rollator Walker w/ Seat is puncture proof" It is the wheels that are puncture proof, not the walker. '
     '"always lock brakes before sitting" sits in the intro as "Also of note" instead of in a safety block. The spec bullets are '
     'complete and clean, and NOT a wheelchair, VAT relief and returns are kept. Faithful, but needs rewriting.'),
    (18, "r13-05", "aliexpress", "luxury", 4,
     '"It folds one handed, and it may be chosen in metallic blue." This implies a colour choice when there is one colour. The lead '
     'again makes the walker "puncture proof". Specs, VAT relief and Class I/UKCA are piled into "Also to note" runs, and the '
     'brake-before-sitting safety step is an "Of note". The negation is kept.'),
    (19, "r13-05", "target", "technical", 4,
     '"Options: metallic blue." This suggests a variant choice. "Properties: puncture proof." misattributes the wheels\' property. '
     '"Details: always lock brakes before sitting." buries a safety step in a specs run. Facts and the wheelchair negation are kept.'),
    (20, "r13-05", "facebook", "casual", 4,
     '"You\'ll like it for elderly, post-op recovery, limited mobility." Ungrammatical and flippant for a mobility aid. '
     '"You can get it in metallic blue" implies options, and "One more thing: always lock brakes before sitting." treats safety as an '
     'afterthought. Specs are complete and the NOT a wheelchair line is kept.'),
    (21, "r13-06", "woocommerce", "luxury", 4,
     '"It is complete with 20x alcohol free wipes, 6 pairs nitrile gloves (latex free), 2x foil blankets as well as 2x finger dressings." '
     '"Complete with" is used for a fragment: the 16 content lines are scattered across four sentences. BS 8599-1 compliance, the selling '
     'point, is buried "In the detail", and "check contents & expiry dates every 6 months" is a feature. "Consider the" is the wrong '
     'voice for a first aid kit. AED NOT included, no medication and not a substitute for training are kept.'),
    (22, "r13-06", "magento", "technical", 4,
     '"Design features: 20x alcohol free wipes, 6 pairs nitrile gloves (latex free)" Kit contents are labelled design features, the '
     'rest are "Additional features" beside the 6-monthly check instruction, and a third part sits under "Contents:". '
     '"Feature: no medication" is the wrong role. All contents and negations are present.'),
    (23, "r13-06", "bigcommerce", "casual", 4,
     '"No medication (tablets should not be kept in workplace kits), simple as that." Flippant about a compliance point. The '
     '"rundown" bullets mix contents, the standard, the size and a maintenance instruction ("Check contents & expiry dates every 6 months"), '
     'with the rest of the contents in a separate paragraph. Faithful.'),
    (24, "r13-06", "generic", "professional", 5,
     '"Key features: compliant w/ BS 8599-1:2019, medium kit (25-100 employees, low hazard workplace), 1x burns dressing and 1x resuscitation face shield." '
     'The standard and single dressings are lumped together as features, and the contents are split over three places. All 16 content '
     'lines, AED NOT included, no medication, refills and training are present and readable. This is a fact dump in a template frame.'),
    (25, "r13-07", "etsy", "professional", 4,
     '"membrane system prevents ink backflow and dispose of in sharps container" A disposal instruction is listed as a key feature. '
     'EO sterilisation and single use, the trust points, are buried with the returns line under "Further information". Tags are wasted '
     'on "hygiene reasons", "manufacture date" and "sharps container". NOT coil, NOT under 18s and pro-only are kept.'),
    (26, "r13-07", "amazon", "luxury", 4,
     '"dispose of in sharps container, expiry 5 years from manufacture date as well as also used for permanent makeup" A garbled '
     'catch-all bullet, and EO sterilised and single use only are missing from the bullets. Search terms carry other brands\' names '
     '(Cheyenne Sol FK Irons Bishop Wand). The luxury voice does not suit needles. Negations are kept.'),
    (27, "r13-07", "walmart", "technical", 4,
     '"Dispose of in sharps container" A disposal instruction takes a key-feature slot, as does "Also used for permanent makeup, PMU, SMP". '
     'Single use only is buried in "Details". Specs, fit list and negations are complete.'),
    (28, "r13-07", "ebay", "casual", 3,
     '"You\'ll like them for professional tattoo artists only." A restriction is turned into a chirpy sell. The title drops '
     '"EO Sterilised" with 14 characters to spare, and sterility and single use only are left to a "One more thing". '
     '"plus dispose of in sharps container" is a highlight. Negations are kept.'),
    (29, "r13-08", "shopify", "professional", 5,
     '"Also of note: crucifix & centrepiece in antique silver tone (zinc alloy, NOT sterling silver); hand drilled so colour & grain varies; avoid water & perfume." '
     'The metal disclosure, the natural variation and a care step are jammed into one "Also of note". The care instructions are split. '
     'The Details list is clean, the choking-hazard Safety block is correct, and not blessed, not sterling and dispatch time are kept.'),
    (30, "r13-08", "aliexpress", "luxury", 5,
     '"Its credentials: fair trade." A template slot. "Worth knowing" again crams the zinc-alloy/NOT sterling disclosure with care. '
     'Luxury voice suits a gift rosary. All negations (not sterling, not blessed, NOT a toy/under 3) are kept. Faithful, still a dump.'),
    (31, "r13-08", "target", "technical", 4,
     '"Performance: they support Christian artisans in Bethlehem." Fair trade is labelled as product performance, and "Compliance: fair '
     'trade." is another wrong role. The technical frame does not suit a devotional gift. Facts and safety line are intact.'),
    (32, "r13-08", "facebook", "casual", 5,
     '"Standards it meets: fair trade." A template slot. The casual opening reads reasonably and every negation, the choking warning and '
     'dispatch time are kept, but the metal disclosure is a mid-paragraph "Good to know".'),
    (33, "r13-09", "woocommerce", "luxury", 4,
     '"Moreover, it is sent in plain." "Sent in plain, discreet packaging" is cut in half, so "discreet packaging" becomes a product detail. '
     'The engraving option is buried "Worth knowing". The family-business note, non-refundable engraving and NOT biodegradable/NOT for water '
     'are kept.'),
    (34, "r13-09", "magento", "technical", 4,
     '"Characteristics: sent in plain" A broken fragment as a spec. "Parts: a brushed gold finish" is the wrong role. Capacity and '
     'dimensions are buried in "Additional features". Negations and story are kept.'),
    (35, "r13-09", "bigcommerce", "casual", 3,
     '"You\'ll like it for adult ashes up to approx 95kg / 210lb body weight." Tone-deaf for a cremation urn, opened with "Say hi to the '
     'Brushed Brass Cremation Urn for Ashes." "Sent in plain" and "Discreet packaging" are separate bullets. Facts and negations are '
     'intact, but no bereaved buyer should read this.'),
    (36, "r13-09", "generic", "professional", 4,
     '"It is sent in plain." A broken sentence in the second line. "Features: ... velvet bag incl and discreet packaging" and engraving '
     'in "Also of note" are a fact dump. Story and all negations are kept.'),
    (37, "r13-10", "etsy", "professional", 4,
     '"is guaranteed genuine, with a 1887 shilling." Garbled: the coin "comes with" itself. Condition flaws (hairlines, rim knock) are '
     'listed under "Additionally" as if they were features, and one tag is spent on "sent in 2x2 flip". NOT cleaned, not slabbed, '
     'the father\'s-collection story and shipping terms are kept.'),
    (38, "r13-10", "amazon", "luxury", 3,
     '"Sterling silver.925" The spacing is broken (the checker failed it). The first bullet is an empty "THE DETAILS" header, and '
     '"Its weight in the hand" is a luxury flourish. "From my father\'s collection" is dropped, and the rim knock and NOT cleaned are '
     'missing from the bullets.'),
    (39, "r13-10", "walmart", "technical", 4,
     '"Parts: a 1887 shilling." Garbled role. The key features open with "23.5mm" and "Approx 5.65g" instead of date/type/grade, and the '
     'rim knock is a "Further feature". The provenance sentence and the import-duty note are dropped. NOT cleaned and not certified are kept.'),
    (40, "r13-10", "ebay", "casual", 4,
     '"Good VF,.925 Sterling 23.5mm" The eBay title is broken (missing space; the checker failed the keyword). "it\'s got a 1887 shilling" '
     'and "The Good stuff" (stray capital) are errors. Otherwise this is the fullest version: story, photos caveat, insured Special '
     'Delivery, import duty, NOT cleaned.'),
    (41, "r13-11", "shopify", "professional", 4,
     '"Importantly, it May 1988." Nonsense sentence in the opening paragraph ("ASM 300, May 1988" split and "May" read as a verb). '
     '"Fully tracked & insured" is a product detail bullet, and never pressed or cleaned is said twice. Provenance, the spine-tick photo '
     'note, NOT CGC/CBCS and the returns limits are kept.'),
    (42, "r13-11", "aliexpress", "luxury", 3,
     '"It May 1988." Nonsense sentence. The provenance ("Bought from my local comic shop in \'88 ...") is dropped, so '
     '"never pressed or cleaned" is repeated and the mailer shipping is lost. A raw key comic gets a luxury boilerplate frame.'),
    (43, "r13-11", "target", "technical", 3,
     '"Function: it May 1988." A nonsense line given a "Function" label. "Parts: white pages." is the wrong role. The provenance sentence '
     'and the rigid-mailer shipping are dropped.'),
    (44, "r13-11", "facebook", "casual", 4,
     '"And it May 1988." Nonsense sentence in the opening. The rest is the full set: provenance, spine-tick photo note, NOT CGC/CBCS, '
     'returns limits and mailer. The highlights are a comma dump.'),
    (45, "r13-12", "woocommerce", "luxury", 2,
     '"They weigh approx 2.1kg in all, and they are yellow." False: 2.1kg is each ramp, and the pack is two ramps plus chocks and bag. '
     '"Known, too, as: max load 3000kg per ramp" turns the load rating into an alias. "they stay where you put them" overstates the grip '
     'of a safety product, and "always apply handbrake & chock wheels" is buried in a fit list.'),
    (46, "r13-12", "magento", "technical", 3,
     '"Also listed as: max load 3000kg per ramp." The load rating, the key safety spec, is rendered as a synonym. "Item weight: approx '
     '2.1kg" is ambiguous for a pair, and "stays where you put it" is an overclaim. The handbrake/chock step is in a "Notes" list. NOT a '
     'jack and the twin-axle exclusion are kept.'),
    (47, "r13-12", "bigcommerce", "casual", 3,
     '"You might know them as: max load 3000kg per ramp." The load rating is presented as a nickname. The bullet "Approx 2.1kg" is '
     'ambiguous, the handbrake/chock instruction is a "Good to know", and the bullets are just material/colour/weight. Negations are kept.'),
    (48, "r13-12", "generic", "professional", 3,
     '"Also searched as: max load 3000kg per ramp." The load rating is buried as a search alias. "The weight is approx 2.1kg." is '
     'ambiguous for a pair, and the safety step "always apply handbrake & chock wheels" sits in a run of fit details. Negations are kept.'),
    (49, "r13-13", "etsy", "professional", 4,
     '"It comes in red/white/white." A fletching colour is presented like a variant, and the 12 arrows get singular verbs ("offers", '
     '"It comes"). Uses are filed as key features. Only 10 tags, with junk ("spines", "check spine chart"), and the title ends '
     '"| ID 6.2mm | 3D". The WARNING, NOT crossbows, target use only and 18+ are kept.'),
    (50, "r13-13", "amazon", "luxury", 3,
     '"THE CHOICES: It is offered in red/white/white." A bullet spent on a choice that does not exist. NOT for crossbows, target use '
     'only/NOT hunting and over-18s are missing from the bullets. Luxury voice ("It may be chosen in") on target arrows. '
     'The WARNING bullet is good.'),
    (51, "r13-13", "walmart", "technical", 3,
     '"Available variants: red/white/white" A false variant spec. "Target archery" and "3D" take key-feature slots. Specs and safety '
     'lines are intact, but the spec table misleads.'),
    (52, "r13-13", "ebay", "casual", 4,
     '"You can get it in red/white/white." Implies a colour option. "Inside the pack: pack of 12." is redundant filler, the title drops '
     '"100gr" and the subtitle ends in "and 3D". The WARNING, 18+/age check and target-only negation are kept.'),
    (53, "r13-14", "shopify", "professional", 5,
     '"Shoppers looking for a set of 4 bowls will find it in the Used Henselite Tiger II Lawn Bowls Size 4 Heavy." A clumsy template '
     'lead. The condition, WBI stamp caveat, NOT crown green, measure NOT included, courier/collection and the widow\'s story are all '
     'kept. Faithful, but needs a human opening.'),
    (54, "r13-14", "aliexpress", "luxury", 3,
     '"They\'ve been kept in the bag in the spare room since." Dangling: the sentence it depends on (late husband\'s bowls, bought 2016, '
     'club play) was dropped. "At heart, the Used ... is a set of 4 bowls" is luxury filler, and the courier price is lost.'),
    (55, "r13-14", "target", "technical", 3,
     '"They\'ve been kept in the bag in the spare room since." Dangling after the provenance sentence was cut. The courier/collection '
     'terms are lost. "Type: a set of 4 bowls." is template filler. Condition and negations are kept.'),
    (56, "r13-14", "facebook", "casual", 5,
     '"No chips (see photos), simple as that." Flippant tic, and "Say hi to the" sits awkwardly before a late husband\'s bowls. '
     'Everything is present and it suits Facebook: the full story, condition, stamp caveat, courier £15 or BH9 collection, no returns.'),
    (57, "r13-15", "woocommerce", "luxury", 4,
     '"The DIN only - A-clamp/yoke adaptor is NOT included." Garbled: the "DIN only" compatibility statement becomes an item that is '
     '"not included". The life-support check line is buried in a "Worth knowing" run with "mouthpieces replaced". The title is repeated '
     'as the product name. NOT O2 clean, SPG and bag exclusions and the service history are kept.'),
    (58, "r13-15", "magento", "technical", 4,
     '"The DIN only - A-clamp/yoke adaptor is NOT included." Same garble. The whole spec table is a single "Additional features" '
     'bullet, and the life-support check is under "Details". Facts and exclusions are kept.'),
    (59, "r13-15", "bigcommerce", "casual", 4,
     '"The DIN only - A-clamp/yoke adaptor is NOT included." Same garble. "life support equipment - have it checked by your dive centre '
     'before use" is a "Good to know". The rundown bullets are sound.'),
    (60, "r13-15", "generic", "professional", 4,
     '"The DIN only - A-clamp/yoke adaptor is NOT included." Same garble. The life-support warning is under "Also of note", and the '
     'opening repeats the full title. Service history, nitrox limits and exclusions are kept.'),
    (61, "r13-16", "etsy", "professional", 3,
     '"They weigh 2.1kg." False for a pack of 4 (2.1kg is each unit). "They measure each 24 x 24 x 14cm." is garbled. Users are '
     'scattered ("Also: DJs, bands, churches and uplighting.", "Additionally: school theatre."), and the tags include "each 24 x 24 x 14cm" '
     'and "100-240V". The epilepsy WARNING and the DMX, controller and safety-bond exclusions are kept.'),
    (62, "r13-16", "amazon", "luxury", 3,
     '"Their weight in the hand: 2.1kg." A luxury flourish that misstates a 4-pack as 2.1kg. The fourth bullet is an empty '
     '"FURTHER DETAILS", and none of the exclusions or the epilepsy warning are in the bullets. The search terms put "DMX" next to '
     '"power cables incl" (the checker FAILED polarity).'),
    (63, "r13-16", "walmart", "technical", 4,
     '"Mass: 2.1kg." Per-unit weight given without "each" for a 4-pack. "Further specs: DJs, bands, churches and uplighting." puts '
     'audiences in specs. Otherwise complete: the spec table, the WARNING key feature and the DMX/controller/safety-bond exclusions.'),
    (64, "r13-16", "ebay", "casual", 3,
     '"Pack of 4 2.1kg" The title implies the whole pack weighs 2.1kg, and the subtitle ends "and DJs". "They\'re 2.1kg." repeats the '
     'error. Warnings and exclusions are kept.'),
    (65, "r13-17", "shopify", "professional", 2,
     '"Also of note: thirst or cold within hours." The seller\'s welfare warning ("a trapped mouse can die of stress, thirst or cold '
     'within hours") is cut in two, with the fragment in the intro ahead of its own first half. "No glue needed." changes "no glue '
     '[trap]" into an assembly claim. "Care instructions: no snap" and "Release away from homes" as a feature bullet are wrong roles.'),
    (66, "r13-17", "aliexpress", "luxury", 2,
     '"Worth knowing: thirst or cold within hours." The welfare warning is damaged in the same way. "No glue needed." '
     'misstates "no glue". "In the detail: sensitive trigger, release away from homes, kitchens as well as lofts" mixes an instruction '
     'with rooms. A luxury voice for mousetraps.'),
    (67, "r13-17", "target", "technical", 2,
     '"Notes: thirst or cold within hours." The welfare warning is damaged. "No glue needed." misstates "no glue". "Maintenance: no '
     'snap; reusable & washable." is garbled, and "Further features: dogs & cats (no toxins) and UK seller" lists pets and the seller as features.'),
    (68, "r13-17", "facebook", "casual", 2,
     '"One more thing: thirst or cold within hours." The welfare warning is fragmented and placed first. "No glue needed." misstates '
     '"no glue". "To keep them looking good: no snap" is nonsense as care. Gloves/hand-washing and mice-only/NOT rats are kept.'),
    (69, "r13-18", "woocommerce", "luxury", 3,
     '"Offered in terracotta red, black, buff." This implies a colour choice on a single mixed salvage lot. "Its condition: sold as seen." '
     'puts a policy in the condition slot, while the real condition (chips, edge nibbles, wear) becomes "Also to note" features. '
     'A stray capital in "expect Approx 5-10% loss". NOT sealed, NOT frost proof and the salvage story are kept.'),
    (70, "r13-18", "magento", "technical", 3,
     '"Available variants: terracotta red, black, buff" False variant spec for one mixed lot. "Condition: sold as seen." fills the '
     'condition slot with policy. The chips, nibbles, 5-10% cutting loss and "order extra" are "Additional features". Negations and story are kept.'),
    (71, "r13-18", "bigcommerce", "casual", 4,
     '"<li>Order extra</li>" An instruction is a rundown bullet, alongside "Some chips & edge nibbles" and "Architectural salvage". '
     '"Current condition: sold as seen." is the wrong role. Story, NOT sealed/NOT frost proof, weight and collection terms are kept.'),
    (72, "r13-18", "generic", "professional", 4,
     '"More features: some chips & edge nibbles, surface wear consistent w/ age, expect Approx 5-10% loss in cutting & laying and order extra." '
     'Defects are listed as features. "Item condition: sold as seen." Story, negations, underfloor-heating caveat and Leeds collection '
     'are kept.'),
    (73, "r13-19", "etsy", "professional", 3,
     '"They are made for dental nurses." The audience list loses plain "nurses", the main buyers of scrubs, and narrows to dental '
     'nurses. "They measure tall +3" turns a leg-length option into a measurement. The exchange condition "unworn w/ tags attached" is '
     'cut away from "exchanges within 14 days", and "Features: ... and doctors" lists a job as a feature. NOT fluid resistant/NOT PPE is kept.'),
    (74, "r13-19", "amazon", "luxury", 3,
     '"They are intended for dental nurses." Plain nurses are dropped. "PROPORTIONS: Tall +3" is a garbled bullet, and "ITS COLOR: They '
     'are navy blue." wastes a bullet. The exchange condition is detached. NOT fluid resistant/NOT PPE appear only in the description.'),
    (75, "r13-19", "walmart", "technical", 3,
     '"They are designed for dental nurses." Nurses are dropped. "Overall dimensions: tall +3" is a false spec, "Parts: logo embroidery '
     'available on 10+ sets." is the wrong role, and "Doctors" and "Vets" take key-feature slots.'),
    (76, "r13-19", "ebay", "casual", 3,
     '"They\'re made for dental nurses." Nurses are dropped. The subtitle ends "tall +3", 200gsm and vets", and "How big? tall +3" is '
     'nonsense sizing. The exchange condition is detached from the policy. Negations are kept.'),
    (77, "r13-20", "shopify", "professional", 5,
     '"Care instructions: store dry. It is NOT gasless, NOT flux cored." Compatibility negations sit under a "Care" heading, and the '
     '"store dry, keep in sealed bag" line is split across sections. The Details bullets are mostly real specs, and the WARNING has its '
     'own safety block. Faithful fact dump.'),
    (78, "r13-20", "aliexpress", "luxury", 4,
     '"D200, ER70S-6 (AWS A5.18)" The title repeats ER70S-6. "Its proportions: 0.8mm" and "Its credentials" are a luxury voice on '
     'welding wire. Uses are listed "Also to note". Negations and the WARNING are intact, and the 4+ spools discount is dropped.'),
    (79, "r13-20", "target", "technical", 4,
     '"Performance: it fits most hobby & trade MIG welders taking 5kg spools." Compatibility is labelled as performance, and the uses '
     '(car bodywork, trailers) are filed as "Additional". Specs, negations and the WARNING are complete.'),
    (80, "r13-20", "facebook", "casual", 4,
     '"On top of that: car bodywork, fabrication, trailers, plus repairs." Uses are presented as highlights. "How big? 0.8mm" is odd, and '
     '"Looking after it: store dry." Everything is present, including the WARNING and the NOT gasless/NOT stainless lines.'),
    (81, "r13-21", "woocommerce", "luxury", 4,
     '"Also to note: student pilots, CPL as well as ATPL ground school." PPL, the core audience, is dropped from the list. Units '
     '(knots, mph, km/h) are split across sentences, and the pen-mark flaw is an "Also of interest". NOT electronic, the plotter exclusion '
     'and the story are kept.'),
    (82, "r13-21", "magento", "technical", 4,
     '"1 small pen mark near 60 index (see photo 4), student pilots, CPL, ATPL ground school" A flaw and the audiences are lumped into one '
     '"Additional features" spec bullet, and PPL is dropped. Exam acceptance is a "Characteristic". Faithful otherwise.'),
    (83, "r13-21", "bigcommerce", "casual", 4,
     '"<li>Mph</li>" The unit list is exploded into one-word bullets ("Knots", "Mph", "Km/h", "CPL", "Student pilots"). PPL is dropped, '
     'and the pen mark is a rundown bullet. Story and exclusions are kept.'),
    (84, "r13-21", "generic", "professional", 4,
     '"Additionally: student pilots, CPL and ATPL ground school." PPL is dropped, and the title is stuffed with "aluminium, approx 9 x 5.5, '
     'knots"-type fragments. The pen mark is listed as a feature. Faithful fact dump.'),
    (85, "r13-22", "etsy", "professional", 4,
     '"Also of note: unfiltered - some natural sediment is normal; contents unaffected." "Contents unaffected" now belongs to the sediment '
     'line instead of the transit dents. "Care instructions: best before 05/2026" is the wrong role, and Sitia and PDO are missing from '
     'the body. Allergens none, vegan, gluten free and do not refrigerate are kept.'),
    (86, "r13-22", "amazon", "luxury", 3,
     '"STATE OF THE PIECE: Tins may have small dents from transit." One of five Amazon bullets advertises damage, without the '
     '"contents unaffected" reassurance. "Allergens: none." is the first bullet, and "Its scent story" is a luxury flourish. PDO Sitia is '
     'only in the title.'),
    (87, "r13-22", "walmart", "technical", 3,
     '"Early Harvest /, PDO Sitia" Broken title: "2024/25" is stripped to "/,". The first key feature is "Tins may have small dents from '
     'transit", and "Parts: ... a peppery finish" is the wrong role. "Notes: notes of green tomato" repeats itself.'),
    (88, "r13-22", "ebay", "casual", 4,
     '"To keep it looking good: best before 05/2026" A best-before date filed as upkeep. "You\'ll like it for vegans" and '
     '"contents unaffected" are detached from the dents. The fullest version: PDO Sitia, free shipping on 2+, UK only, allergens none.'),
    (89, "r13-23", "shopify", "professional", 3,
     '"<li>Lamb</li><li>Chicken</li>" Serving suggestions sit in the same flat Details list as the spice ingredients, so a vegan blend '
     'appears to list lamb and chicken. The storage line is cut to "store in a cool." with "Dark place in an airtight jar" as a bullet. '
     '"contains no animal-derived ingredients, because it is vegan" reverses cause and effect. The allergen block (MUSTARD, may-contain) is correct.'),
    (90, "r13-23", "aliexpress", "luxury", 3,
     '"Also of interest: tagines, couscous, roast veg as well as lamb." Uses are mixed into the ingredient run. The grandmother\'s '
     'small-batch recipe, the best selling point, is dropped, and "store in a cool." is broken. Allergens intact.'),
    (91, "r13-23", "target", "technical", 3,
     '"More specs: tagines, couscous, roast veg and lamb." Dishes and lamb are listed as specs, and "dark place in an airtight jar" is a '
     'spec. "store in a cool." is broken, and the grandmother recipe sentence is dropped. Allergens intact.'),
    (92, "r13-23", "facebook", "casual", 3,
     '"Also in the mix: cayenne, dried rose petals, 100g resealable kraft pouch, plus dark place in an airtight jar." The pouch and a '
     'storage fragment are said to be "in the mix", and "plus lamb" is a highlight. "store in a cool." is broken. The story and allergen '
     'lines are kept.'),
    (93, "r13-24", "woocommerce", "luxury", 5,
     '"Discover the 8x10 Gable Garden Shed Plans, with 42 pages." A thin opening, and "Digital download - NO physical item will be '
     'shipped." is buried mid-paragraph when it should lead. Everything else is faithful: story, not engineered/check building codes, '
     'licence limits, no refunds.'),
    (94, "r13-24", "magento", "technical", 4,
     '"Parts: 42 pages." A wrong role, repeated as "Design features: 42 pages". The digital-only notice is buried under "Details". '
     'Caveats, licence and story are kept.'),
    (95, "r13-24", "bigcommerce", "casual", 5,
     '"They come with 42 pages." A thin opening, and the digital-only notice is left to "One more thing". The rundown bullets are real '
     'specs. Story, materials NOT included, not engineered and licence terms are kept.'),
    (96, "r13-24", "generic", "professional", 5,
     '"Digital download - NO physical item will be shipped." The critical notice arrives as the fourth sentence, after "Also of note". '
     'A readable, complete fact dump with story, building-code caveat and licence terms, but it needs rewriting.'),
    (97, "r13-25", "etsy", "professional", 4,
     '"is an upload via Online Store > Themes > Add theme with a .zip file." The product is defined as an upload step. Licence '
     'limits are listed as "Features", and the tags include "Themes" and "Cafes theme". All the NOT lines (resale, other platforms, demo '
     'photos, plan/apps, customisation) and no refunds are kept.'),
    (98, "r13-25", "amazon", "luxury", 4,
     '"THE DETAILS: It is mobile responsive, with a .zip file." Only four bullets, one wasted on the file format. "one finds an upload '
     'via Online Store" is garbled luxury. The exclusions are well collected in one bullet.'),
    (99, "r13-25", "walmart", "technical", 3,
     '"Product class: upload via Online Store > Themes > Add theme" An install step is given as the product class. "Parts: a.zip file." '
     'and the first key feature ".Zip file" are broken. The exclusions are kept.'),
    (100, "r13-25", "ebay", "casual", 3,
     '"It\'s an upload via Online Store > Themes > Add theme, and it\'s got a .zip file." Garbled definition. The subtitle is spent on '
     'the install path, and the title stops at "for Bakeries", losing Cafes & Food Brands. The exclusions are kept.'),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    listings = open(os.path.join(here, "listings.md"), encoding="utf-8").read()
    products = json.load(open(os.path.join(here, "products.json"), encoding="utf-8"))
    has_details = {p["id"]: bool((p.get("details") or "").strip()) for p in products}

    assert len(SCORES) == 100, len(SCORES)
    assert [s[0] for s in SCORES] == list(range(1, 101))

    # cross-check headers
    headers = dict((int(n), (pid, plat, tone)) for n, pid, plat, tone in
                   re.findall(r"^## #(\d+) (\S+) · (\S+) · (\S+)$", listings, re.M))
    for n, pid, plat, tone, sc, reason in SCORES:
        assert headers[n] == (pid, plat, tone), (n, headers[n])
        assert 1 <= sc <= 10

    verified = 0
    for n, pid, plat, tone, sc, reason in SCORES:
        m = re.match(r'^"(.+?)"(?=\s)', reason)
        if not m:
            print(f"#{n}: reason does not start with a quoted phrase")
            continue
        q = m.group(1)
        if q in listings:
            verified += 1
        else:
            print(f"#{n}: quote NOT found verbatim: {q!r}")

    vals = [s[4] for s in SCORES]
    n = len(vals)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(vals):.2f}")
    print(f"median: {statistics.median(vals)}")
    print(f"share >=8: {sum(v >= 8 for v in vals) / n:.0%}")
    print(f"share >=6: {sum(v >= 6 for v in vals) / n:.0%}")
    print(f"share <=2: {sum(v <= 2 for v in vals) / n:.0%}")
    print("histogram:")
    for k in range(1, 11):
        c = vals.count(k)
        print(f"  {k:>2} | {'#' * c} {c}")

    def by(idx, label):
        groups = defaultdict(list)
        for s in SCORES:
            groups[s[idx]].append(s[4])
        print(f"mean by {label}:")
        for g in sorted(groups, key=lambda g: (-statistics.mean(groups[g]), g)):
            print(f"  {g:<12} {statistics.mean(groups[g]):.2f}  (n={len(groups[g])})")

    by(3, "tone")
    by(2, "platform")
    w = [s[4] for s in SCORES if has_details[s[1]]]
    wo = [s[4] for s in SCORES if not has_details[s[1]]]
    print(f"mean with details text:    {statistics.mean(w):.2f}  (n={len(w)})")
    print(f"mean without details text: {statistics.mean(wo):.2f}  (n={len(wo)})")
    print(f"quotes verified verbatim: {verified}/{n}")


if __name__ == "__main__":
    main()
