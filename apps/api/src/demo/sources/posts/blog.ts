// Blog posts (buying guides and how-tos), newest first.
import { post, type PostSeed } from './types.ts';

export const blogPosts: PostSeed[] = [
  post(
    ['How to choose the right graphics card for your budget', 'كيف تختار كارت الشاشة المناسب لميزانيتك'],
    ['gpu', 'guides'],
    [
      [
        'The graphics card decides how your games look and how smooth they run, so it deserves the biggest share of your budget. Start with your monitor: a 1080p screen needs far less power than a 1440p or 4K one.',
        'كارت الشاشة هو ما يحدد شكل ألعابك ومدى سلاستها، لذلك يستحق النصيب الأكبر من ميزانيتك. ابدأ بشاشتك: شاشة 1080p تحتاج قوة أقل بكثير من شاشة 1440p أو 4K.',
      ],
      [
        'For 1080p, an RTX 4060 or RX 7600 is plenty. For 1440p, look at the RTX 4070 SUPER or RX 7800 XT. For 4K, you need an RTX 4070 Ti SUPER or higher.',
        'لدقة 1080p يكفي RTX 4060 أو RX 7600. ولدقة 1440p انظر إلى RTX 4070 SUPER أو RX 7800 XT. أما 4K فتحتاج RTX 4070 Ti SUPER أو أعلى.',
      ],
      [
        'Finally, check the card length against your case and the recommended power supply before you order.',
        'وأخيرًا تأكد من طول الكارت مقارنة بالكيس ومن مزود الطاقة الموصى به قبل الطلب.',
      ],
      [
        'Memory matters too. Many new releases use more than 8 GB of video memory at high texture settings, so a 12 GB or 16 GB card will age better. If you stream or record, NVIDIA’s NVENC encoder and AMD’s AV1 support both produce clean video without slowing your game down.',
        'الذاكرة مهمة أيضًا. كثير من الألعاب الجديدة تستخدم أكثر من 8 جيجابايت من ذاكرة الفيديو عند إعدادات الخامات العالية، لذلك سيصمد كارت بذاكرة 12 أو 16 جيجابايت لفترة أطول. وإذا كنت تبث أو تسجل فإن مشفر NVENC من NVIDIA ودعم AV1 من AMD يقدمان فيديو نظيفًا بدون إبطاء اللعبة.',
      ],
    ],
  ),
  post(
    ['PS5 Slim Disc or Digital: which one should you buy?', 'PS5 سليم بالقرص أم الرقمي: أيهما تشتري؟'],
    ['playstation', 'guides'],
    [
      [
        'Both versions have the same performance and the same 1 TB SSD. The only difference is the disc drive, and the Digital Edition costs less up front.',
        'النسختان بنفس الأداء ونفس مساحة 1 تيرابايت. الفرق الوحيد هو مشغل الأقراص، والنسخة الرقمية أرخص في البداية.',
      ],
      [
        'If you buy used games or borrow them from friends, the disc version pays for itself quickly. If you buy everything from PlayStation Store during sales, the Digital Edition is the smarter choice.',
        'إذا كنت تشتري ألعابًا مستعملة أو تستعيرها من أصدقائك فنسخة القرص تعوض فرق سعرها بسرعة. وإذا كنت تشتري كل شيء من بلايستيشن ستور وقت التخفيضات فالنسخة الرقمية هي الاختيار الأذكى.',
      ],
    ],
  ),
  post(
    ['Build a 1440p gaming PC for under 75,000 EGP', 'جمّع جهاز ألعاب 1440p بأقل من 75,000 جنيه'],
    ['pc', 'hardware', 'guides'],
    [
      [
        '1440p is the sweet spot for PC gaming today: sharper than 1080p without the huge cost of 4K. Here is a balanced build that runs modern games at high settings.',
        'دقة 1440p هي الخيار الأمثل لألعاب الكمبيوتر اليوم: أوضح من 1080p بدون تكلفة 4K الضخمة. إليك تجميعة متوازنة تشغّل الألعاب الحديثة بإعدادات عالية.',
      ],
      [
        'Prices change often, so build it in our Build PC tool to see today’s total.',
        'الأسعار تتغير باستمرار، لذا جمّعها في أداة تجميع الكمبيوتر لترى الإجمالي اليوم.',
      ],
      [
        'Why these parts? The Ryzen 5 7600X is fast enough that the graphics card, not the processor, sets your frame rate at 1440p, and the AM5 socket lets you drop in a faster Ryzen later without changing the board or memory. Spend any money you save on the graphics card first, then on a bigger SSD.',
        'لماذا هذه القطع؟ معالج Ryzen 5 7600X سريع بما يكفي ليكون كارت الشاشة وليس المعالج هو ما يحدد معدل الإطارات على 1440p، ومقبس AM5 يسمح لك بتركيب معالج Ryzen أسرع لاحقًا بدون تغيير اللوحة أو الذاكرة. أنفق أي مبلغ توفره على كارت الشاشة أولًا ثم على SSD أكبر.',
      ],
    ],
    [
      ['Processor: AMD Ryzen 5 7600X', 'المعالج: AMD Ryzen 5 7600X'],
      ['Motherboard: MSI PRO B650M-A WIFI', 'اللوحة الأم: MSI PRO B650M-A WIFI'],
      ['Memory: 32 GB DDR5 6000 CL30', 'الذاكرة: 32 جيجابايت DDR5 بسرعة 6000'],
      ['Graphics: RTX 4070 SUPER or RX 7800 XT', 'كارت الشاشة: RTX 4070 SUPER أو RX 7800 XT'],
      ['Storage: 1 TB NVMe Gen4', 'التخزين: 1 تيرابايت NVMe الجيل الرابع'],
      ['Power: 750 W 80+ Gold', 'الطاقة: 750 واط 80+ Gold'],
    ],
  ),
  post(
    ['How to redeem a PSN card on PS5, step by step', 'طريقة شحن كارت PSN على PS5 خطوة بخطوة'],
    ['playstation', 'cards', 'guides'],
    [
      [
        'Redeeming a PlayStation Store card takes less than a minute. Copy your code from My Orders first.',
        'شحن بطاقة بلايستيشن ستور يستغرق أقل من دقيقة. انسخ الكود من طلباتي أولًا.',
      ],
      [
        'The balance appears in your wallet immediately and you can use it for games, add-ons or PlayStation Plus.',
        'يظهر الرصيد في محفظتك فورًا ويمكنك استخدامه للألعاب أو الإضافات أو بلايستيشن بلس.',
      ],
    ],
    [
      ['Open PlayStation Store on your PS5', 'افتح بلايستيشن ستور على PS5'],
      ['Press the three dots at the top of the screen', 'اضغط على النقاط الثلاث أعلى الشاشة'],
      ['Choose Redeem Code and type the 12-character code', 'اختر استرداد الرمز واكتب الكود المكون من 12 حرفًا'],
      ['Confirm, and the funds are added to your wallet', 'أكّد وسيُضاف الرصيد إلى محفظتك'],
    ],
  ),
  post(
    ['Why does my PSN card say the code is invalid?', 'لماذا يقول PS5 إن كود البطاقة غير صالح؟'],
    ['playstation', 'cards'],
    [
      [
        'Nine times out of ten the problem is the region. A US card only works on a US account, a Saudi card on a Saudi account, and so on. The account country is set when you create it and cannot be changed.',
        'في تسع حالات من عشر تكون المشكلة في المنطقة. البطاقة الأمريكية تعمل فقط على حساب أمريكي، والسعودية على حساب سعودي، وهكذا. تُحدد دولة الحساب عند إنشائه ولا يمكن تغييرها.',
      ],
      [
        'Other causes are typing mistakes between similar letters such as O and 0. If you are sure everything is right, open a ticket with a screenshot and we will check the code with the supplier.',
        'من الأسباب الأخرى أخطاء الكتابة بين الحروف المتشابهة مثل O و0. إذا كنت متأكدًا أن كل شيء صحيح افتح تذكرة مع صورة للشاشة وسنراجع الكود مع المورد.',
      ],
    ],
  ),
  post(
    ['AIO liquid or air cooler: which is right for you?', 'مبرد مائي أم هوائي: أيهما يناسبك؟'],
    ['hardware', 'guides'],
    [
      [
        'A good dual-tower air cooler like the DeepCool AK620 cools a Ryzen 7 or Core i5 as well as many 240 mm liquid coolers, costs less and has nothing to leak or wear out except the fans.',
        'مبرد هوائي جيد بمدخنتين مثل DeepCool AK620 يبرد معالج Ryzen 7 أو Core i5 بنفس كفاءة كثير من المبردات المائية 240 مم، وبسعر أقل وبدون أي شيء قد يتسرب أو يستهلك سوى المراوح.',
      ],
      [
        'Liquid coolers shine with hot processors such as the Core i7 and i9, in small cases where a tall tower does not fit, and when you want a clean look around the socket. In the Egyptian summer, a 360 mm radiator gives you extra headroom.',
        'تتفوق المبردات المائية مع المعالجات الساخنة مثل Core i7 وi9، وفي الكيسات الصغيرة التي لا يناسبها مبرد طويل، وعندما تريد شكلًا أنظف حول المعالج. وفي صيف مصر يمنحك ردياتير 360 مم هامشًا إضافيًا.',
      ],
      [
        'Whatever you choose, mount it correctly: a pea-sized dot of thermal paste is enough, the fans should pull cool air in from the front of the case, and an AIO radiator is happiest at the top or front with the tubes pointing down. Check the cooler height against your case before ordering, since big towers need about 160 mm of clearance.',
        'أيًا كان اختيارك ركّبه بشكل صحيح: نقطة صغيرة من المعجون الحراري تكفي، ويجب أن تسحب المراوح الهواء البارد من مقدمة الكيس، ويفضل تركيب ردياتير المبرد المائي في الأعلى أو الأمام مع توجيه الخراطيم للأسفل. تأكد من ارتفاع المبرد مقارنة بالكيس قبل الطلب، فالمبردات الكبيرة تحتاج حوالي 160 مم.',
      ],
    ],
  ),
  post(
    ['How much power supply do you really need?', 'ما قدرة الباور سبلاي التي تحتاجها فعلًا؟'],
    ['hardware', 'guides'],
    [
      [
        'Add up the power of your processor and graphics card, add about 150 W for the rest of the system, then leave 30% headroom. For most RTX 4070 builds, a quality 750 W unit is perfect.',
        'اجمع استهلاك المعالج وكارت الشاشة وأضف حوالي 150 واط لباقي الجهاز، ثم اترك هامشًا بنسبة 30%. لأغلب تجميعات RTX 4070 يكفي مزود طاقة جيد بقدرة 750 واط.',
      ],
      [
        'Quality matters more than wattage. Choose an 80 PLUS Gold unit from a known brand, and prefer ATX 3.0 models with a native 12VHPWR cable for new graphics cards.',
        'الجودة أهم من القدرة. اختر مزودًا بشهادة 80 PLUS Gold من علامة معروفة، وفضّل موديلات ATX 3.0 بكابل 12VHPWR أصلي لكروت الشاشة الحديثة.',
      ],
    ],
  ),
  post(
    ['DDR5 explained: speed, latency and EXPO', 'شرح ذاكرة DDR5: السرعة وزمن الاستجابة وEXPO'],
    ['hardware', 'pc'],
    [
      [
        'Memory speed (like 6000 MT/s) and latency (like CL30) work together: higher speed and lower latency are both better. For Ryzen 7000, 6000 CL30 is the recommended sweet spot.',
        'تعمل سرعة الذاكرة (مثل 6000) وزمن الاستجابة (مثل CL30) معًا: كلما زادت السرعة وقل زمن الاستجابة كان أفضل. لمعالجات Ryzen 7000 يعتبر 6000 CL30 هو الخيار الموصى به.',
      ],
      [
        'Out of the box, memory runs at a slow default speed. Enable EXPO (AMD) or XMP (Intel) in the BIOS to reach the speed on the box. It takes one click and is covered by the warranty.',
        'تعمل الذاكرة افتراضيًا بسرعة منخفضة. فعّل EXPO (لمعالجات AMD) أو XMP (لإنتل) من البيوس للوصول إلى السرعة المكتوبة على العلبة. الأمر يحتاج ضغطة واحدة ولا يؤثر على الضمان.',
      ],
    ],
  ),
  post(
    ['NVMe, SATA SSD or hard drive for gaming?', 'NVMe أم SSD ساتا أم هارد ديسك للألعاب؟'],
    ['hardware', 'pc', 'guides'],
    [
      [
        'Install Windows and your favourite games on an NVMe SSD: load times drop dramatically compared with a hard drive, and new games increasingly require an SSD.',
        'ثبّت ويندوز وألعابك المفضلة على وحدة NVMe: تقل أوقات التحميل بشكل كبير مقارنة بالهارد ديسك، والألعاب الجديدة أصبحت تشترط وجود SSD.',
      ],
      [
        'A hard drive is still great for recordings, movies and backups because storage is cheap. A typical smart setup is a 1 TB NVMe drive plus a 2 TB hard drive.',
        'ما زال الهارد ديسك ممتازًا للتسجيلات والأفلام والنسخ الاحتياطية لأن مساحته رخيصة. الإعداد الذكي المعتاد هو NVMe سعة 1 تيرابايت مع هارد 2 تيرابايت.',
      ],
    ],
  ),
  post(
    ['Five ways to keep your gaming accounts safe', 'خمس طرق لحماية حسابات الألعاب'],
    ['security', 'guides'],
    [
      [
        'Gaming accounts hold years of purchases, so they are a favourite target for scammers. These habits protect them.',
        'حسابات الألعاب تحتوي على سنوات من المشتريات، لذلك هي هدف مفضل للمحتالين. هذه العادات تحميها.',
      ],
      [
        'And remember: Gamers Souq staff will never ask for your password or a code you have bought.',
        'وتذكر: موظفو جيمرز سوق لن يطلبوا منك أبدًا كلمة المرور أو كودًا اشتريته.',
      ],
      [
        'If you think your account has been taken over, change your e-mail password first, because that is how attackers reset everything else. Then contact PlayStation, Xbox or Steam support with your purchase receipts; your Gamers Souq order page is proof of the codes you bought.',
        'إذا شككت أن حسابك تمت سرقته فغيّر كلمة مرور بريدك الإلكتروني أولًا، لأنها الطريقة التي يستعيد بها المخترق كل شيء آخر. ثم تواصل مع دعم بلايستيشن أو إكس بوكس أو ستيم مع إيصالات الشراء؛ وصفحة طلبك في جيمرز سوق دليل على الأكواد التي اشتريتها.',
      ],
    ],
    [
      ['Turn on two-step verification on PSN, Xbox and Steam', 'فعّل التحقق بخطوتين على PSN وإكس بوكس وستيم'],
      ['Use a different password for every account', 'استخدم كلمة مرور مختلفة لكل حساب'],
      ['Never share codes in public chats or screenshots', 'لا تشارك الأكواد في المحادثات العامة أو الصور'],
      ['Buy cards only from trusted stores', 'اشترِ الكروت من متاجر موثوقة فقط'],
      ['Ignore messages that promise free currency', 'تجاهل الرسائل التي تعد بعملات مجانية'],
    ],
  ),
  post(
    ['Mechanical keyboard switches explained', 'شرح سويتشات الكيبورد الميكانيكي'],
    ['hardware', 'guides'],
    [
      [
        'Red switches are linear and smooth, loved by fast-paced gamers. Brown switches have a small bump you can feel, a good mix for gaming and typing. Blue switches click loudly and feel great for typing, but your family may not agree.',
        'السويتشات الحمراء خطية وناعمة ويفضلها لاعبو الألعاب السريعة. البنية بها نتوء صغير تشعر به، وهي مزيج جيد للعب والكتابة. أما الزرقاء فتصدر صوت نقر عاليًا ومريحة للكتابة، لكن قد لا توافقك عائلتك.',
      ],
      [
        'Try them at our Nasr City showroom before you decide, and remember that many of our keyboards come with Arabic legends.',
        'جرّبها في معرضنا بمدينة نصر قبل أن تقرر، وتذكر أن كثيرًا من الكيبوردات لدينا تأتي بحروف عربية.',
      ],
    ],
  ),
  post(
    ['Choosing a gaming mouse: weight, shape and sensor', 'اختيار ماوس الألعاب: الوزن والشكل والمستشعر'],
    ['hardware', 'esports'],
    [
      [
        'Every modern gaming sensor is accurate enough, so focus on shape and weight. Ergonomic mice like the DeathAdder suit palm grip, while smaller symmetrical mice suit claw and fingertip grips.',
        'كل مستشعرات الألعاب الحديثة دقيقة بما يكفي، لذلك ركّز على الشكل والوزن. الماوسات المريحة مثل DeathAdder تناسب الإمساك بكف اليد، بينما الماوسات الأصغر المتماثلة تناسب الإمساك بالأصابع.',
      ],
      [
        'Lighter mice (under 70 g) are easier to flick in shooters. Wireless mice today have no noticeable delay, so choose wireless if your budget allows.',
        'الماوسات الأخف (أقل من 70 جرامًا) أسهل في الحركات السريعة في ألعاب التصويب. والماوسات اللاسلكية اليوم بدون تأخير ملحوظ، فاخترها إذا سمحت ميزانيتك.',
      ],
    ],
  ),
  post(
    ['144, 165 or 240 Hz: which refresh rate do you need?', '144 أم 165 أم 240 هرتز: أي معدل تحديث تحتاج؟'],
    ['hardware', 'pc'],
    [
      [
        'Going from 60 Hz to 144 or 165 Hz is the biggest upgrade you can feel; everything becomes smoother. Beyond that, 240 Hz and 360 Hz mainly help competitive shooter players.',
        'الانتقال من 60 إلى 144 أو 165 هرتز هو أكبر ترقية يمكنك الشعور بها؛ كل شيء يصبح أنعم. بعد ذلك تفيد شاشات 240 و360 هرتز لاعبي ألعاب التصويب التنافسية بشكل أساسي.',
      ],
      [
        'Make sure your graphics card can reach those frame rates, and connect the monitor with DisplayPort or HDMI 2.1 to unlock the full refresh rate.',
        'تأكد أن كارت الشاشة يستطيع الوصول لهذه المعدلات، ووصّل الشاشة بكابل DisplayPort أو HDMI 2.1 لتحصل على معدل التحديث كاملًا.',
      ],
    ],
  ),
  post(
    ['Is Xbox Game Pass worth it in Egypt?', 'هل يستحق إكس بوكس جيم باس الاشتراك في مصر؟'],
    ['xbox', 'pc', 'cards'],
    [
      [
        'If you play more than a few new games a year, Game Pass Ultimate usually costs less than buying them, and it includes new Xbox Game Studios releases on day one.',
        'إذا كنت تلعب أكثر من بضع ألعاب جديدة في السنة فغالبًا ما يكون جيم باس ألتميت أرخص من شرائها، ويشمل إصدارات استوديوهات إكس بوكس الجديدة من يوم صدورها.',
      ],
      [
        'PC players can choose the cheaper PC Game Pass. Since the subscription can be stacked, buying several months during a deal is a smart move.',
        'يمكن للاعبي الكمبيوتر اختيار PC Game Pass الأرخص. وبما أن الاشتراك يمكن تجميعه فإن شراء عدة أشهر وقت العروض خطوة ذكية.',
      ],
    ],
  ),
  post(
    ['PlayStation Plus Essential, Extra and Premium compared', 'مقارنة بين بلايستيشن بلس إسنشال وإكسترا وبريميوم'],
    ['playstation', 'cards', 'guides'],
    [
      [
        'The three tiers build on each other, so choose by how many games you want to play.',
        'الباقات الثلاث مبنية فوق بعضها، فاختر حسب عدد الألعاب التي تريد لعبها.',
      ],
      [
        'Most players are happy with Extra, which gives a huge library for a fair price.',
        'أغلب اللاعبين يكتفون بباقة إكسترا التي تقدم مكتبة ضخمة بسعر مناسب.',
      ],
    ],
    [
      ['Essential: online multiplayer, monthly games and cloud saves', 'إسنشال: اللعب أونلاين وألعاب شهرية وحفظ سحابي'],
      [
        'Extra: everything in Essential plus a catalogue of hundreds of games',
        'إكسترا: كل مزايا إسنشال مع مكتبة من مئات الألعاب',
      ],
      [
        'Premium: everything in Extra plus classics, trials and cloud streaming',
        'بريميوم: كل مزايا إكسترا مع الألعاب الكلاسيكية والتجارب والبث السحابي',
      ],
    ],
  ),
  post(
    ['How to update your motherboard BIOS safely', 'طريقة تحديث البيوس للمازربورد بأمان'],
    ['hardware', 'guides'],
    [
      [
        'A BIOS update adds support for new processors and improves memory stability. It is simple, but do it carefully.',
        'تحديث البيوس يضيف دعم المعالجات الجديدة ويحسن ثبات الذاكرة. العملية بسيطة لكن نفذها بحذر.',
      ],
      [
        'Not comfortable doing it yourself? Buy your board and processor together and we will update it for free.',
        'لا تشعر بالراحة لتنفيذها بنفسك؟ اشترِ اللوحة والمعالج معًا وسنحدثها لك مجانًا.',
      ],
    ],
    [
      [
        'Download the BIOS for your exact board model from the maker’s site',
        'حمّل البيوس الخاص بموديل لوحتك بالضبط من موقع الشركة',
      ],
      ['Copy it to a FAT32 USB drive', 'انسخه على فلاشة بنظام FAT32'],
      ['Use the built-in flash tool or the Flash BIOS button', 'استخدم أداة التحديث المدمجة أو زر Flash BIOS'],
      ['Do not turn the PC off until it restarts by itself', 'لا تطفئ الجهاز حتى يعيد التشغيل من تلقاء نفسه'],
    ],
  ),
  post(
    ['Cable management tips for a clean build', 'نصائح لترتيب الكابلات في تجميعتك'],
    ['pc', 'guides'],
    [
      [
        'Good cable management is not just about looks: it improves airflow and makes future upgrades easier.',
        'ترتيب الكابلات ليس للشكل فقط: فهو يحسن تدفق الهواء ويسهل الترقيات المستقبلية.',
      ],
      [
        'A modular power supply makes the job much easier because you only connect the cables you need.',
        'مزود الطاقة الموديولر يسهل المهمة كثيرًا لأنك توصل الكابلات التي تحتاجها فقط.',
      ],
    ],
    [
      ['Plan the cable routes before installing the motherboard', 'خطط لمسارات الكابلات قبل تركيب اللوحة الأم'],
      ['Route cables behind the motherboard tray', 'مرر الكابلات خلف لوح تثبيت اللوحة الأم'],
      ['Use Velcro straps instead of plastic zip ties', 'استخدم أربطة لاصقة بدلًا من الأربطة البلاستيكية'],
    ],
  ),
  post(
    ['Best budget gaming headsets', 'أفضل سماعات ألعاب اقتصادية'],
    ['hardware', 'deals'],
    [
      [
        'You do not need to spend a fortune for clear sound and a good microphone. The Razer BlackShark V2 X and the Logitech G435 both deliver great value.',
        'لا تحتاج إلى إنفاق الكثير للحصول على صوت واضح وميكروفون جيد. سماعتا Razer BlackShark V2 X وLogitech G435 تقدمان قيمة ممتازة.',
      ],
      [
        'Pick wired for consoles and lowest cost, and wireless if you want freedom to move around your room.',
        'اختر السلكية للكونسول ولأقل تكلفة، واللاسلكية إذا كنت تريد حرية الحركة في الغرفة.',
      ],
    ],
  ),
  post(
    ['How to clean your PC before the summer heat', 'كيف تنظف جهازك قبل حر الصيف'],
    ['pc', 'hardware', 'guides'],
    [
      [
        'Dust is the enemy of cooling, and Egyptian summers make it worse. Clean your PC every three months to keep temperatures and fan noise low.',
        'الغبار عدو التبريد، وصيف مصر يزيد الأمر سوءًا. نظف جهازك كل ثلاثة أشهر لتبقى درجات الحرارة وضوضاء المراوح منخفضة.',
      ],
      [
        'Turn the PC off and unplug it, hold the fans still and blow the dust out with compressed air. Clean the dust filters with water and let them dry fully before putting them back.',
        'أطفئ الجهاز وافصل الكهرباء، وثبّت المراوح ثم انفخ الغبار بالهواء المضغوط. اغسل فلاتر الغبار بالماء واتركها تجف تمامًا قبل إعادتها.',
      ],
      [
        'If temperatures stay high after cleaning, it may be time to replace the thermal paste.',
        'إذا ظلت الحرارة مرتفعة بعد التنظيف فقد يكون الوقت قد حان لتغيير المعجون الحراري.',
      ],
      [
        'Do not forget the rest of your setup. Wipe keyboards and mice with a little isopropyl alcohol, blow the dust out of console vents every few months, and keep your PC off the carpet so the bottom intake stays clear.',
        'لا تنسَ باقي أجهزتك. امسح الكيبورد والماوس بقليل من الكحول الأيزوبروبيلي، وانفخ الغبار من فتحات تهوية الكونسول كل بضعة أشهر، وارفع جهازك عن السجاد حتى تبقى فتحة السحب السفلية نظيفة.',
      ],
    ],
  ),
  post(
    ['Gift cards as presents: a parent’s guide', 'بطاقات الهدايا كهدية: دليل لأولياء الأمور'],
    ['cards', 'guides'],
    [
      [
        'Gift cards let children buy the games they want while parents stay in control of the budget. Unlike a credit card, they cannot be overspent.',
        'تسمح بطاقات الهدايا للأطفال بشراء الألعاب التي يريدونها مع بقاء الميزانية تحت سيطرة الأهل. وعلى عكس بطاقة الائتمان لا يمكن تجاوز قيمتها.',
      ],
      [
        'Check which console and country your child’s account uses before you buy, and turn on parental controls on PlayStation, Xbox or Nintendo to set spending limits.',
        'تأكد من نوع الجهاز ودولة حساب طفلك قبل الشراء، وفعّل الرقابة الأبوية على بلايستيشن أو إكس بوكس أو نينتندو لتحديد حدود الإنفاق.',
      ],
    ],
  ),
  post(
    ['How to pay online without a credit card in Egypt', 'كيف تدفع أونلاين بدون بطاقة ائتمان في مصر'],
    ['store', 'guides'],
    [
      [
        'You do not need a credit card to shop at Gamers Souq. Mobile wallets like Vodafone Cash, Orange Cash and Etisalat Cash work for every order and for wallet top-ups.',
        'لا تحتاج إلى بطاقة ائتمان للتسوق من جيمرز سوق. المحافظ الإلكترونية مثل فودافون كاش وأورنج كاش واتصالات كاش تعمل مع كل الطلبات وشحن المحفظة.',
      ],
      [
        'Meeza prepaid cards from any Egyptian bank also work, and physical orders can be paid in cash or by card on delivery.',
        'تعمل أيضًا بطاقات ميزة مسبقة الدفع من أي بنك مصري، ويمكن دفع الطلبات المادية نقدًا أو بالبطاقة عند الاستلام.',
      ],
    ],
  ),
  post(
    ['Intel Core 14th gen or AMD Ryzen 7000?', 'إنتل الجيل الرابع عشر أم AMD Ryzen 7000؟'],
    ['hardware', 'pc'],
    [
      [
        'For pure gaming, the Ryzen 7 7800X3D is the fastest choice thanks to its 3D V-Cache. For mixed gaming and work, the Core i5-14600K and i7-14700K offer many cores for the money.',
        'للألعاب فقط يعتبر Ryzen 7 7800X3D الأسرع بفضل تقنية 3D V-Cache. وللاستخدام المختلط بين الألعاب والعمل يقدم Core i5-14600K وi7-14700K عددًا كبيرًا من الأنوية مقابل السعر.',
      ],
      [
        'AMD’s AM5 platform will receive new processors for years, while Intel’s LGA 1700 is at the end of its life, which matters if you plan to upgrade later.',
        'منصة AM5 من AMD ستستقبل معالجات جديدة لسنوات، بينما وصلت منصة LGA 1700 من إنتل إلى نهايتها، وهذا مهم إذا كنت تخطط للترقية لاحقًا.',
      ],
    ],
  ),
  post(
    ['Upgrading your PS5 storage: a complete guide', 'ترقية مساحة PS5: دليل كامل'],
    ['playstation', 'hardware', 'guides'],
    [
      [
        'Games keep getting bigger, but the PS5 has a free M.2 slot for a second SSD. Any PCIe 4.0 drive with at least 5,500 MB/s read speed works.',
        'الألعاب تكبر باستمرار، لكن PS5 به منفذ M.2 فارغ لوحدة SSD ثانية. أي وحدة PCIe 4.0 بسرعة قراءة 5,500 ميجابايت/ث على الأقل تعمل.',
      ],
      [
        'The whole job takes about ten minutes and needs only a small screwdriver.',
        'العملية كلها تستغرق حوالي عشر دقائق وتحتاج مفكًا صغيرًا فقط.',
      ],
      [
        'Games can be played directly from the new drive, and you can move titles between drives in Settings > Storage. PS4 games also run fine from an external USB drive, a cheap way to keep your older library installed.',
        'يمكن تشغيل الألعاب مباشرة من الوحدة الجديدة، ونقل الألعاب بين وحدات التخزين من الإعدادات ثم التخزين. كما تعمل ألعاب PS4 بشكل جيد من هارد خارجي USB، وهي طريقة رخيصة لإبقاء مكتبتك القديمة مثبتة.',
      ],
    ],
    [
      ['Update your PS5 system software', 'حدّث نظام تشغيل PS5'],
      ['Turn it off, unplug it and remove the cover', 'أطفئه وافصل الكهرباء وانزع الغطاء'],
      ['Install the SSD with a heatsink in the expansion slot', 'ركّب وحدة SSD مع مشتت حراري في منفذ التوسعة'],
      ['Turn it on and follow the format prompt', 'شغّل الجهاز واتبع تعليمات التهيئة'],
    ],
  ),
  post(
    ['Laptop or desktop for PC gaming?', 'لابتوب أم كمبيوتر مكتبي للألعاب؟'],
    ['pc', 'guides'],
    [
      [
        'A desktop gives you more performance for the same money, runs cooler and quieter, and can be upgraded part by part for years.',
        'الكمبيوتر المكتبي يعطيك أداءً أعلى بنفس الميزانية، وأبرد وأهدأ، ويمكن ترقيته قطعة بقطعة لسنوات.',
      ],
      [
        'A gaming laptop makes sense if you move between home and university or travel a lot. If you choose a desktop, our Build PC tool helps you get started.',
        'اللابتوب منطقي إذا كنت تتنقل بين البيت والجامعة أو تسافر كثيرًا. وإذا اخترت الكمبيوتر المكتبي فأداة تجميع الكمبيوتر تساعدك على البداية.',
      ],
    ],
  ),
  post(
    ['How installment fees work at checkout', 'كيف تُحسب رسوم التقسيط عند الدفع'],
    ['store', 'deals'],
    [
      [
        'When you choose a National Bank of Egypt installment plan, a one-time fee is added to your order, and the longer the plan, the higher the fee. The total and the fee appear before you confirm.',
        'عند اختيار خطة تقسيط مع البنك الأهلي المصري تُضاف رسوم لمرة واحدة إلى طلبك، وكلما طالت المدة زادت الرسوم. يظهر الإجمالي والرسوم قبل التأكيد.',
      ],
      [
        'The bank then splits the total into equal monthly payments on your credit card statement, with no further interest from us.',
        'ثم يقسم البنك الإجمالي على أقساط شهرية متساوية في كشف حساب بطاقتك، بدون أي فوائد إضافية منا.',
      ],
    ],
  ),
  post(
    ['Your first week with a Nintendo Switch', 'أسبوعك الأول مع نينتندو سويتش'],
    ['nintendo', 'guides'],
    [
      [
        'Create your Nintendo Account in the country whose eShop you want to use; US and UK accounts have the widest choice of cards here.',
        'أنشئ حساب نينتندو في الدولة التي تريد استخدام متجرها؛ الحسابات الأمريكية والبريطانية لها أكبر اختيار من الكروت لدينا.',
      ],
      [
        'Add a microSD card for extra space, and consider Nintendo Switch Online for online play and classic games.',
        'أضف كارت microSD لمساحة إضافية، وفكر في اشتراك Nintendo Switch Online للعب أونلاين والألعاب الكلاسيكية.',
      ],
    ],
  ),
  post(
    ['Setting up a Steam account in the right region', 'إعداد حساب ستيم في المنطقة الصحيحة'],
    ['steam', 'pc', 'guides'],
    [
      [
        'Steam sets your store region from where you make your first purchase, and the wallet currency cannot be changed easily afterwards.',
        'يحدد ستيم منطقة متجرك حسب مكان أول عملية شراء، ولا يمكن تغيير عملة المحفظة بسهولة بعد ذلك.',
      ],
      [
        'Check the currency shown in your Steam Wallet before buying a code: US codes for USD wallets, UAE codes for AED wallets and EU codes for EUR wallets.',
        'تأكد من العملة الظاهرة في محفظة ستيم قبل شراء الكود: الأكواد الأمريكية لمحافظ الدولار، والإماراتية لمحافظ الدرهم، والأوروبية لمحافظ اليورو.',
      ],
    ],
  ),
];
